import { useTranslation } from 'react-i18next'
import styles from './membership.module.css'

const STEPS = ['consent', 'member', 'volunteer', 'complete'] as const

/** Where the visitor is in the sign-up, for sighted and screen-reader users alike. */
export function JoinSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation('account')
  return (
    <ol className={styles.stepper} aria-label={t('join.stepsLabel')}>
      {STEPS.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {t(`join.steps.${step}`)}
        </li>
      ))}
    </ol>
  )
}
