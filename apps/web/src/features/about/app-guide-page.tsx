import { useTranslation } from 'react-i18next'
import { BulletList, Lead, Section } from './content-blocks'
import styles from './app-guide-page.module.css'
import { useContent } from './use-content'

function InstallSteps({ platform }: { platform: 'iphone' | 'android' }) {
  const { t } = useTranslation('about')
  const steps = useContent<string[]>(`appGuide.${platform}.steps`)
  return (
    <section className={styles.platform} aria-labelledby={`app-${platform}`}>
      <h3 id={`app-${platform}`} className={styles.platformTitle}>
        {t(`appGuide.${platform}.title`)}
      </h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
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
        <div className={styles.platforms}>
          <InstallSteps platform="iphone" />
          <InstallSteps platform="android" />
        </div>
        <p className={styles.note}>{t('appGuide.note')}</p>
      </Section>
    </>
  )
}
