import { useEffect, useRef } from 'react'
import { type FieldErrors, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldId, useValidationMessage } from './form-fields'
import styles from './form.module.css'

export interface SummaryItem {
  name: string
  label: string
  message: string
}

/** Field errors with their labels, in the order the form shows them. */
export function summarize(errors: FieldErrors<FieldValues>, labels: Record<string, string>, order: readonly string[]) {
  return order.flatMap((name) => {
    const message = errors[name]?.message
    return typeof message === 'string' && message ? [{ name, label: labels[name] ?? name, message }] : []
  })
}

/**
 * The errors of a failed submit, announced and focused once, with links to each
 * field. `submitCount` moves focus here again on every new failed attempt.
 */
export function ErrorSummary({
  items,
  message,
  submitCount,
  translate,
}: {
  items: SummaryItem[]
  /** A failure of the whole form (the server's answer), shown above the list. */
  message?: string
  submitCount: number
  /** The words of a form's own validation messages; the shared ones by default. */
  translate?: (message: string) => string | undefined
}) {
  const { t } = useTranslation('form')
  const shared = useValidationMessage()
  const toText = translate ?? shared
  const ref = useRef<HTMLDivElement>(null)
  const visible = items.length > 0 || Boolean(message)

  // Focus moves here once per failed submit or server answer, never while the person types: after
  // a submit, the form checks each change again, and a summary that reappears mid-word must not
  // take the cursor out of the field (WCAG 3.2.2).
  const focusedFor = useRef<string>(undefined)
  useEffect(() => {
    const attempt = `${submitCount}|${message ?? ''}`
    if (visible && focusedFor.current !== attempt) {
      focusedFor.current = attempt
      ref.current?.focus()
    }
  }, [visible, submitCount, message])

  if (!visible) return null
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1}>
      <h2 className={styles.summaryTitle}>{message ?? t('summaryTitle')}</h2>
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item.name}>
              <a href={`#${fieldId(item.name)}`}>
                {item.label}: {toText(item.message)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
