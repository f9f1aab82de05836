import { useTranslation } from 'react-i18next'
import { CardGrid, Lead, Paragraphs, Section, type TitledText } from '../../components/content-blocks'
import styles from './meaning-page.module.css'
import { useContent } from './use-content'

interface Phase {
  name: string
  text: string
}

export function MeaningPage() {
  const { t } = useTranslation('about')
  const phases = useContent<Phase[]>('meaning.phases.items')
  return (
    <>
      <Lead>{t('meaning.lead')}</Lead>
      <Section id="meaning-what" title={t('meaning.what.title')}>
        <Paragraphs texts={useContent<string[]>('meaning.what.paragraphs')} />
      </Section>
      <Section id="meaning-phases" title={t('meaning.phases.title')}>
        <p className="prose">{t('meaning.phases.intro')}</p>
        <ol className={styles.phases}>
          {phases.map((phase) => (
            <li key={phase.name} className={styles.phase}>
              <h3 className={styles.phaseName}>{phase.name}</h3>
              <p>{phase.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="meaning-why" title={t('meaning.why.title')}>
        <Paragraphs texts={useContent<string[]>('meaning.why.paragraphs')} />
      </Section>
      <Section id="meaning-rights" title={t('meaning.rights.title')}>
        <p className="prose">{t('meaning.rights.intro')}</p>
        <CardGrid items={useContent<TitledText[]>('meaning.rights.items')} />
      </Section>
    </>
  )
}
