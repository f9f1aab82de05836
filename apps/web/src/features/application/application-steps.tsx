import { useTranslation } from 'react-i18next'
import styles from './application.module.css'

const STEPS = ['consent', 'applicant', 'health', 'complete'] as const

/** Where the applicant is in the application, for sighted and screen-reader users alike. */
export function ApplicationSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation('application')
  return (
    <ol className={styles.stepper} aria-label={t('steps.label')}>
      {STEPS.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {t('steps.numbered', { number: index + 1, name: t(`steps.${step}`) })}
        </li>
      ))}
    </ol>
  )
}
