import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { KoreanOnly } from '../../components/korean-only'
import { pathTo } from '../../config/paths'
import { formatDate } from '../../lib/dates'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useHistory } from './api/history'
import { MemberOnly } from './member-only'
import styles from './my-page.module.css'
import { QueryStatus } from './query-status'

function History() {
  const { t } = useTranslation('mypage')
  const locale = useActiveLocale()
  const query = useHistory(locale)
  if (!query.data) return <QueryStatus isPending={query.isPending} error={query.error} />
  const { dataList, user } = query.data
  return (
    <div>
      <p>{t('history.intro', { name: user.name })}</p>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.historyTable}`}>
          <caption className="visually-hidden">{t('history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.study')}</th>
              <th scope="col">{t('history.appliedOn')}</th>
              <th scope="col">{t('history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {dataList.map((item) => (
              <tr key={item.applicationId}>
                <td>
                  <Link
                    to={`${pathTo('recruitmentView', locale)}?studyId=${item.studyId}`}
                    lang={item.fallbackLocale ? 'ko' : undefined}
                  >
                    {item.title}
                  </Link>
                  {item.fallbackLocale && <KoreanOnly />}
                </td>
                <td className={styles.appliedOn} data-label={t('history.appliedOn')}>
                  {formatDate(locale, item.appliedOn)}
                </td>
                <td>
                  <span className={styles.status}>
                    {t(`history.statuses.${item.status}`, { defaultValue: t('history.statuses.other') })}
                  </span>
                  <span className={styles.statusNote}>
                    {t(`history.explanations.${item.status}`, { defaultValue: t('history.explanations.other') })}
                  </span>
                  {item.visit && (
                    <span className={styles.statusNote}>
                      {item.visit.state === 'booked' && item.visit.date && item.visit.time
                        ? t('history.visit.booked', {
                            when: `${formatDate(locale, item.visit.date)} ${item.visit.time}`,
                            place: item.visit.place ?? '',
                          })
                        : t('history.visit.invited')}{' '}
                      <Link
                        to={`${pathTo('visitBooking', locale)}?applicationId=${item.applicationId}`}
                        aria-label={t(
                          item.visit.state === 'booked' ? 'history.visit.changeFor' : 'history.visit.chooseFor',
                          { study: item.title },
                        )}
                      >
                        {t(item.visit.state === 'booked' ? 'history.visit.change' : 'history.visit.choose')}
                      </Link>
                    </span>
                  )}
                </td>
              </tr>
            ))}
            {dataList.length === 0 && (
              <tr>
                <td colSpan={3} className={styles.empty}>
                  {t('history.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className={styles.counter}>{t('history.note')}</p>
      <div className={styles.actions}>
        <Link className="button" to={pathTo('recruitment', locale)}>
          {t('history.browse')}
        </Link>
      </div>
    </div>
  )
}

/** `/{locale}/myinfo/history`: every application of the member, linking to its notice. */
export function HistoryPage() {
  return (
    <MemberOnly>
      <History />
    </MemberOnly>
  )
}
