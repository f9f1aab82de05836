import { useTranslation } from 'react-i18next'
import { StepIndicator } from '../../components/step-indicator'

const STEPS = ['consent', 'applicant', 'health', 'complete'] as const

/** Where the applicant is in the application. */
export function ApplicationSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation('application')
  return (
    <StepIndicator
      label={t('steps.label')}
      steps={STEPS}
      current={current}
      name={(step, index) => t('steps.numbered', { number: index + 1, name: t(`steps.${step}`) })}
    />
  )
}
