import { useTranslation } from 'react-i18next'
import { StepIndicator } from '../../components/step-indicator'

const STEPS = ['consent', 'member', 'volunteer', 'complete'] as const

/** Where the visitor is in the sign-up. */
export function JoinSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation('account')
  return (
    <StepIndicator
      label={t('join.stepsLabel')}
      steps={STEPS}
      current={current}
      name={(step) => t(`join.steps.${step}`)}
    />
  )
}
