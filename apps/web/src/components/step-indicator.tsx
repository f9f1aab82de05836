import styles from './step-indicator.module.css'

/** Where the visitor is in a multi-step flow, for sighted and screen-reader users alike. */
export function StepIndicator<Step extends string>({
  label,
  steps,
  current,
  name,
}: {
  label: string
  steps: readonly Step[]
  current: Step
  /** The step's visible name, already translated. */
  name: (step: Step, index: number) => string
}) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {name(step, index)}
        </li>
      ))}
    </ol>
  )
}
