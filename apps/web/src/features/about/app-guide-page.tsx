import { useTranslation } from 'react-i18next'
import { BulletList, Lead, Panel, PanelGrid, Section } from '../../components/content-blocks'
import styles from './app-guide-page.module.css'
import { useContent } from './use-content'

function InstallSteps({ platform }: { platform: 'iphone' | 'android' }) {
  const { t } = useTranslation('about')
  const steps = useContent<string[]>(`appGuide.${platform}.steps`)
  return (
    <Panel id={`app-${platform}`} title={t(`appGuide.${platform}.title`)}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Panel>
  )
}

/** The hospital app guide; the route table offers it in Korean only. */
export function AppGuidePage() {
  const { t } = useTranslation('about')
  return (
    <>
      <Lead>{t('appGuide.lead')}</Lead>
      <Section id="app-features" title={t('appGuide.features.title')}>
        <BulletList items={useContent<string[]>('appGuide.features.items')} />
      </Section>
      <Section id="app-install" title={t('appGuide.installTitle')}>
        <PanelGrid>
          <InstallSteps platform="iphone" />
          <InstallSteps platform="android" />
        </PanelGrid>
        <p className={styles.note}>{t('appGuide.note')}</p>
      </Section>
    </>
  )
}
