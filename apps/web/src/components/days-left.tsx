import styles from './days-left.module.css'

/** Red, and so 'hurry', only in the last week of a recruitment; earlier the count is plain information. */
export const URGENT_DAYS_LEFT = 7

/** The days until a recruitment ends, already worded by the feature ('Closes today', '3 days left'). */
export function DaysLeft({ days, text, className }: { days: number; text: string; className?: string }) {
  const urgent = days <= URGENT_DAYS_LEFT
  return (
    <span className={[styles.daysLeft, className].filter(Boolean).join(' ')} data-urgent={urgent || undefined}>
      {text}
    </span>
  )
}
