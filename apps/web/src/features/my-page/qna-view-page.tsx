import { idFromQuery } from '@ctc/contract/record-id'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { useActiveLocale } from '../../lib/use-active-locale'
import { ApiError } from '../../lib/api-client'
import { useQuestion } from './api/qna'
import { MemberOnly } from './member-only'
import styles from './my-page.module.css'
import { QnaStatusBadge } from './qna-status'
import { QueryStatus } from './query-status'

function QnaView() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const [params] = useSearchParams()
  const { state } = useLocation() as { state: { sent?: boolean } | null }
  const qnaId = idFromQuery(params.get('qnaId'))
  const query = useQuestion(locale, qnaId)
  const back = (
    <div className={styles.actions}>
      <Link className="button" to={pathTo('qna', locale)}>
        {t('qna.backToList')}
      </Link>
    </div>
  )
  if (qnaId === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div>
        <p role="alert" className={styles.error}>
          {t('errors.QNA_NOT_FOUND')}
        </p>
        {back}
      </div>
    )
  }
  if (!query.data) return <QueryStatus isPending={query.isPending} error={query.error} />
  const question = query.data.data
  return (
    <article className={styles.panel}>
      {state?.sent && (
        <p className={styles.notice} role="status">
          {t('qna.sent')}
        </p>
      )}
      <h2>{question.title}</h2>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>{t('qna.status')}</dt>
          <dd>
            <QnaStatusBadge status={question.status} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('qna.createdAt')}</dt>
          <dd>{formatDate(locale, question.createdAt)}</dd>
        </div>
      </dl>
      <p className={styles.body}>{question.body}</p>
      <section className={styles.answer} aria-labelledby="qna-answer">
        <h2 id="qna-answer">{t('qna.answer')}</h2>
        {question.answer ? (
          <>
            <p className={styles.body}>{question.answer}</p>
            {question.answeredAt && <p className={styles.counter}>{formatDate(locale, question.answeredAt)}</p>}
            {question.answerEditedAt && (
              <p className={styles.counter}>
                {t('qna.answerEdited', { time: formatDate(locale, question.answerEditedAt) })}
              </p>
            )}
          </>
        ) : (
          <p>{t('qna.noAnswer')}</p>
        )}
      </section>
      {back}
    </article>
  )
}

/** `/{locale}/myinfo/qnaView?qnaId=`: one of the member's questions with the center's answer. */
export function QnaViewPage() {
  return (
    <MemberOnly>
      <QnaView />
    </MemberOnly>
  )
}
