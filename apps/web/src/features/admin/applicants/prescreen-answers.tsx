import type { PrescreenReviewItem, PrescreenResult } from '@ctc/contract/prescreen'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/dates'
import { viewPrescreen } from '../api/applicants'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'

/** An answer in the console's language: the chosen options' labels, a number with its unit, a date. */
function useAnswerText() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  return (item: PrescreenReviewItem) => {
    const { question, answer } = item
    if (answer === null) return t('applicants.prescreen.notAsked')
    switch (question.kind) {
      case 'yes_no':
        return t(`applicants.prescreen.${answer === 'yes' ? 'yes' : 'no'}`)
      case 'single':
      case 'multiple': {
        const keys = Array.isArray(answer) ? answer : [String(answer)]
        return keys.map((key) => question.options.find((option) => option.key === key)?.label[locale] ?? key).join(', ')
      }
      case 'number':
        return `${String(answer)} ${question.unit[locale]}`
      default:
        return String(answer)
    }
  }
}

/** A pre-screen result as a badge: likely eligible, needs review, likely excluded. */
export function PrescreenBadge({ result }: { result: PrescreenResult }) {
  const { t } = useTranslation('admin')
  return <span className={styles.badge}>{t(`applicants.prescreen.result.${result}`)}</span>
}

/** The questions and answers (with what each rule made of them), as a description list. */
export function PrescreenAnswerList({ items }: { items: PrescreenReviewItem[] }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const answerText = useAnswerText()
  if (items.length === 0) return null
  return (
    <dl className={styles.prescreenAnswers}>
      {items.map((item) => (
        <div key={item.question.key}>
          <dt>{item.question.text[locale]}</dt>
          <dd>
            {answerText(item)}
            {item.rule && item.rule !== 'ok' && <> ({t(`applicants.prescreen.rule.${item.rule}`)})</>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * An applicant's pre-screen: the result and deciding answers (already shown), and a button that
 * opens every answer under the version answered (a logged view, so only on request).
 */
export function PrescreenPanel({
  applicationId,
  summary,
}: {
  applicationId: number
  summary: { result: PrescreenResult; deciding: PrescreenReviewItem[] }
}) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const all = useMutation({ mutationFn: () => viewPrescreen(applicationId) })
  const review = all.data?.data
  return (
    <section className={styles.panel} aria-labelledby="prescreen-title">
      <h2 id="prescreen-title">{t('applicants.prescreen.title')}</h2>
      <PrescreenBadge result={summary.result} />
      {review ? (
        <>
          <p>
            {t('applicants.prescreen.version', {
              version: review.version,
              date: formatDate(locale, review.answeredOn),
            })}
          </p>
          <PrescreenAnswerList items={review.items} />
        </>
      ) : (
        <>
          <PrescreenAnswerList items={summary.deciding} />
          <p className={styles.hint}>{t('applicants.prescreen.viewHint')}</p>
          <button type="button" className="button" disabled={all.isPending} onClick={() => all.mutate()}>
            {t('applicants.prescreen.view')}
          </button>
        </>
      )}
    </section>
  )
}
