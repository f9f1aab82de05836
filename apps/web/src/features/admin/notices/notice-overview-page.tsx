import { APPLICATION_STATUSES } from '@ctc/contract/application-status'
import { LOCALES } from '@ctc/contract/locale-codes'
import type { NoticeAction, NoticeDetailResponse } from '@ctc/contract/staff-notices'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { formatDate, formatDateTime } from '../../../lib/dates'
import { useApplicants } from '../api/applicants'
import { useNotice } from '../api/notices'
import { ApplicationStatusBadge } from '../applicants/status-fields'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { ConsoleLoading, LoadError } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { NoticeActions } from './notice-actions'
import { StatusBadge } from './status-badge'
import { VisitSlotsPanel } from './visit-slots-panel'

/** The latest applicants the overview lists (the pipeline has them all). */
const RECENT = 8

/**
 * `/admin/notices/:studyId`: a notice as a coordinator opens it: its applicants first (counts by
 * status, each opening what it counts, and the latest), then what can be done with the notice
 * (edit is one action among others) and what it says.
 */
export function NoticeOverviewPage() {
  const { t } = useTranslation('admin')
  const studyId = Number(useParams().studyId)
  const notice = useNotice(Number.isInteger(studyId) ? studyId : undefined)
  const toMessage = useConsoleError()
  useConsoleTitle(notice.data ? notice.data.notice.texts.kr.title : t('noticeOverview.title'))
  if (!Number.isInteger(studyId)) return <LoadError message={t('errors.STUDY_NOT_FOUND')} />
  if (notice.isError) return <LoadError message={toMessage(notice.error)} />
  if (!notice.data) return <ConsoleLoading />
  return <Overview detail={notice.data} />
}

function Overview({ detail }: { detail: NoticeDetailResponse }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const location = useLocation()
  const done = (location.state as { done?: NoticeAction; saved?: boolean } | null) ?? {}
  const { studyId, notice } = detail
  const base = `/admin/notices/${studyId}`
  return (
    <>
      <div className={styles.pageHeader}>
        <h1 lang="ko">{notice.texts.kr.title}</h1>
        <Link to="/admin/notices">{t('noticeForm.backToList')}</Link>
      </div>
      <p className={styles.overviewMeta}>
        <StatusBadge status={detail.status} /> <span>{t('noticeOverview.number', { id: studyId })}</span>
        <span>
          {t('noticeOverview.recruitPeriod', {
            start: formatDate(locale, notice.recruitStart),
            end: formatDate(locale, notice.recruitEnd),
          })}
        </span>
        <Link to={`${base}/applicants`}>{t('noticeOverview.applications', { count: detail.applicationCount })}</Link>
        <Link to={`/admin/dashboard?studyId=${studyId}`}>{t('noticeOverview.views', { count: detail.viewCount })}</Link>
      </p>
      {(done.done || done.saved) && (
        <p role="status" className={styles.notice}>
          {done.done ? t(`noticeActions.done.${done.done}`) : t('noticeForm.saved')}
        </p>
      )}
      <div className={styles.actions}>
        <Link className="button button-primary" to={`${base}/applicants`}>
          {t('noticeOverview.pipeline')}
        </Link>
        <Link className="button" to={`${base}/edit`}>
          {t('noticeOverview.edit')}
        </Link>
        <Link className="button" to={`${base}/preview`}>
          {t('noticeActions.preview')}
        </Link>
        <Link className="button" to={`${base}/prescreen`}>
          {t('noticeOverview.prescreen')}
        </Link>
        {notice.applyMethod === 'phone' && (
          <Link className="button" to={`${base}/applicants/phone`}>
            {t('noticeOverview.phone')}
          </Link>
        )}
        <Link to={`/admin/dashboard?studyId=${studyId}`}>{t('noticeOverview.dashboard')}</Link>
      </div>
      <ApplicantsSummary studyId={studyId} />
      <VisitSlotsPanel studyId={studyId} />
      <NoticeActions detail={detail} />
      <section className={styles.panel} aria-labelledby="details-title">
        <h2 id="details-title">{t('noticeOverview.details')}</h2>
        <dl className={styles.definitions}>
          <div>
            <dt>{t('notices.columns.condition')}</dt>
            <dd>{t(`notices.condition.${notice.condition}`)}</dd>
          </div>
          <div>
            <dt>{t('noticeForm.applyMethod')}</dt>
            <dd>{t(`noticeForm.applyMethods.${notice.applyMethod}`)}</dd>
          </div>
          <div>
            <dt>{t('noticeOverview.researchPeriod')}</dt>
            <dd>
              {notice.researchStart || notice.researchEnd
                ? `${notice.researchStart ? formatDate(locale, notice.researchStart) : ''} ~ ${
                    notice.researchEnd ? formatDate(locale, notice.researchEnd) : ''
                  }`
                : t('noticeOverview.noDates')}
            </dd>
          </div>
          <div>
            <dt>{t('notices.columns.locales')}</dt>
            <dd>
              {LOCALES.filter((code) => notice.texts[code] !== null)
                .map((code) => t(`locales.${code}`))
                .join(', ')}
            </dd>
          </div>
          <div>
            <dt>{t('attachments.title')}</dt>
            <dd>
              <Link to={`${base}/edit#attachments-title`}>
                {t('noticeOverview.files', { count: detail.files.length })}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('noticeOverview.created')}</dt>
            <dd>{formatDateTime(locale, detail.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('noticeOverview.updated')}</dt>
            <dd>{formatDateTime(locale, detail.updatedAt)}</dd>
          </div>
        </dl>
      </section>
    </>
  )
}

/** The notice's applicants: counts by status, each a link to those applicants, and the latest. */
function ApplicantsSummary({ studyId }: { studyId: number }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  const list = useApplicants(studyId, { page: 1 })
  const base = `/admin/notices/${studyId}/applicants`
  return (
    <section className={styles.panel} aria-labelledby="applicants-title">
      <h2 id="applicants-title">{t('noticeOverview.applicants')}</h2>
      {list.isError ? (
        <p role="alert" className={styles.error}>
          {toMessage(list.error)}
        </p>
      ) : !list.data ? (
        <ConsoleLoading />
      ) : (
        <>
          <p>
            <Link to={base}>{t('noticeOverview.all', { count: list.data.paging.totalCount })}</Link>
            {' · '}
            <Link to={`${base}?status=enrolled`}>
              {list.data.notice.targetCount === null
                ? t('noticeOverview.noTarget', { enrolled: list.data.notice.counts.enrolled ?? 0 })
                : t('noticeOverview.target', {
                    enrolled: list.data.notice.counts.enrolled ?? 0,
                    target: list.data.notice.targetCount,
                  })}
            </Link>
          </p>
          <ul className={styles.statusCounts} aria-label={t('noticeOverview.byStatus')}>
            {APPLICATION_STATUSES.map((status) => (
              <li key={status}>
                <Link to={`${base}?status=${status}`}>
                  {t('applicants.countsLink', {
                    status: t(`applicants.status.${status}`),
                    count: list.data.notice.counts[status] ?? 0,
                  })}
                </Link>
              </li>
            ))}
          </ul>
          {list.data.dataList.length === 0 ? (
            <p>{t('noticeOverview.none')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>
                  {t('noticeOverview.recentCaption', {
                    shown: Math.min(RECENT, list.data.dataList.length),
                    total: list.data.paging.totalCount,
                  })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('applicants.columns.name')}</th>
                    <th scope="col">{t('applicants.columns.status')}</th>
                    <th scope="col">{t('applicants.columns.nextAction')}</th>
                    <th scope="col">{t('applicants.columns.applied')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.dataList.slice(0, RECENT).map((row) => (
                    <tr key={row.applicationId}>
                      <td>
                        <Link to={`/admin/applications/${row.applicationId}`}>{row.name || '—'}</Link>
                      </td>
                      <td>
                        <ApplicationStatusBadge status={row.status} />
                      </td>
                      <td>
                        {row.nextActionOn ? formatDate(locale, row.nextActionOn) : ''}
                        {row.nextActionText ? ` · ${row.nextActionText}` : ''}
                        {!row.nextActionOn && !row.nextActionText ? '—' : ''}
                      </td>
                      <td className={styles.nowrap}>{formatDate(locale, row.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  )
}
