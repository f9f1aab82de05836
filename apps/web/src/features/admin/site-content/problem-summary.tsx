import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../console.module.css'

export interface Problem {
  /** The field's path in the form: unique, used as the key. */
  name: string
}

interface ProblemSummaryProps<P extends Problem> {
  problems: readonly P[]
  /** Counts refused submissions: each moves the focus to the list. */
  refusals: number
  /** Where the problem is and what it is ("Category 3 › Title › Korean: required"). */
  describe: (problem: P) => string
  /** Shows the problem's field: its language, its section opened, the focus on it. */
  onShow: (problem: P) => void
}

/** The problems of a refused draft, each a button to its field; it takes the focus on each refusal. */
export function ProblemSummary<P extends Problem>({ problems, refusals, describe, onShow }: ProblemSummaryProps<P>) {
  const { t } = useTranslation('admin')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (refusals > 0) ref.current?.focus()
  }, [refusals])
  if (problems.length === 0) return null
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.warning}>
      <p>{t('siteContent.problems', { count: problems.length })}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.name}>
            <button type="button" className={styles.linkButton} onClick={() => onShow(problem)}>
              {describe(problem)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
