import { useTranslation } from 'react-i18next'
import { CardGrid, Lead, Paragraphs, Section, type TitledText } from '../../components/content-blocks'
import styles from './introduce-page.module.css'
import { useContent } from './use-content'

export function IntroducePage() {
  const { t } = useTranslation('about')
  const greeting = useContent<string[]>('introduce.greeting.paragraphs')
  return (
    <>
      <Lead>{t('introduce.lead')}</Lead>
      <Section id="introduce-greeting" title={t('introduce.greeting.title')}>
        <Paragraphs texts={greeting} />
        <p className={styles.signature}>{t('introduce.greeting.signature')}</p>
      </Section>
      <Section id="introduce-mission" title={t('introduce.mission.title')}>
        <CardGrid pairs items={useContent<TitledText[]>('introduce.mission.items')} />
      </Section>
      <Section id="introduce-facilities" title={t('introduce.facilities.title')}>
        <p className="prose">{t('introduce.facilities.intro')}</p>
        <CardGrid items={useContent<TitledText[]>('introduce.facilities.items')} />
      </Section>
      <Section id="introduce-team" title={t('introduce.team.title')}>
        <p className="prose">{t('introduce.team.intro')}</p>
        <CardGrid items={useContent<TitledText[]>('introduce.team.items')} />
      </Section>
    </>
  )
}
