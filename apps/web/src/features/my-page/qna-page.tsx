import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Pagination, PAGINATION_NAMESPACE } from '../../components/pagination'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useQuestions } from './api/qna'
import { MemberOnly } from './member-only'
import styles from './my-page.module.css'
import { QnaStatusBadge } from './qna-status'
import { QueryStatus } from './query-status'

function parsePage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

function QnaList() {
  const { t } = useTranslation(['mypage', PAGINATION_NAMESPACE])
  const locale = useActiveLocale()
  const [params] = useSearchParams()
  const page = parsePage(params.get('cp'))
  const query = useQuestions(locale, page)
  const listPath = pathTo('qna', locale)
  return (
    <div>
      <p>{t('qna.intro')}</p>
      <div className={styles.actions}>
        <Link className="button button-primary" to={pathTo('qnaWrite', locale)}>
          {t('qna.write')}
        </Link>
      </div>
      {!query.data ? (
        <QueryStatus isPending={query.isPending} error={query.error} />
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('qna.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('qna.title')}</th>
                  <th scope="col">{t('qna.createdAt')}</th>
                  <th scope="col">{t('qna.status')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.dataList.map((item) => (
                  <tr key={item.qnaId}>
                    <td>
                      <Link to={`${pathTo('qnaView', locale)}?qnaId=${item.qnaId}`}>{item.title}</Link>
                    </td>
                    <td>{formatDate(locale, item.createdAt)}</td>
                    <td>
                      <QnaStatusBadge status={item.status} />
                    </td>
                  </tr>
                ))}
                {query.data.dataList.length === 0 && (
                  <tr>
                    <td colSpan={3} className={styles.empty}>
                      {t('qna.empty')}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {query.data.paging.totalPages > 1 && (
            <Pagination
              page={page}
              totalPages={query.data.paging.totalPages}
              label={t('qna.pages')}
              hrefFor={(target) => `${listPath}?cp=${target}`}
            />
          )}
        </>
      )}
    </div>
  )
}

/** `/{locale}/myinfo/qna`: the member's own questions and whether they are answered. */
export function QnaPage() {
  return (
    <MemberOnly>
      <QnaList />
    </MemberOnly>
  )
}
