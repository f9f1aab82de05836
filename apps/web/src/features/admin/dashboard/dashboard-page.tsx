import type { DashboardResponse } from '@ctc/contract/staff-dashboard'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDate } from '../../../lib/dates'
import { useCodeList } from '../../../lib/use-code-list'
import { idFromQuery } from '@ctc/contract/record-id'
import { useDashboard } from '../api/dashboard'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { QueryContent } from '../shell/console-status'
import { useConsoleTitle } from '../shell/use-console-title'

const BAR_COLOR = '#1c5fa8'

/**
 * The center's figures, or one notice's (`?studyId=`): applications per week, the funnel by
 * status, sources, notices closing soon and page views. Each chart has its numbers as a table.
 */
export function DashboardPage() {
  const { t } = useTranslation('admin')
  const [params] = useSearchParams()
  const studyId = idFromQuery(params.get('studyId'))
  const query = useDashboard(studyId)
  useConsoleTitle(t('dashboard.title'))
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{studyId === undefined ? t('dashboard.title') : t('dashboard.noticeTitle', { studyId })}</h1>
        {studyId !== undefined && <Link to={`/admin/notices/${studyId}/applicants`}>{t('dashboard.toPipeline')}</Link>}
      </div>
      <QueryContent query={query}>{(data) => <Figures data={data} perNotice={studyId !== undefined} />}</QueryContent>
    </>
  )
}

function Figures({ data, perNotice }: { data: DashboardResponse; perNotice: boolean }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const joinPaths = useCodeList('joinPathCd', locale)
  const week = (day: string) => formatDate(locale, day)
  return (
    <div className={styles.charts}>
      <ChartPanel
        id="weekly"
        title={t('dashboard.weekly')}
        columns={[t('dashboard.week'), t('dashboard.applications')]}
        rows={data.weekly.map((row) => [week(row.weekStart), row.applications])}
      />
      <ChartPanel
        id="funnel"
        title={t('dashboard.funnel')}
        columns={[t('applicants.columns.status'), t('dashboard.applications')]}
        rows={data.funnel.map((row) => [t(`applicants.status.${row.status}`), row.count])}
      />
      <ChartPanel
        id="sources"
        title={t('dashboard.sources')}
        columns={[t('applicants.columns.source'), t('dashboard.applications')]}
        rows={data.sources.map((row) => [
          joinPaths.find((item) => item.code === row.joinPath)?.label ?? (row.joinPath || t('applicants.unknown')),
          row.count,
        ])}
      />
      <ChartPanel
        id="views"
        title={perNotice ? t('dashboard.viewsWeekly') : t('dashboard.viewsTop')}
        columns={[perNotice ? t('dashboard.week') : t('dashboard.notice'), t('dashboard.views')]}
        rows={data.pageViews.map((row) => [perNotice ? week(row.label) : row.label, row.views])}
      />
      <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="closing-title">
        <h2 id="closing-title">{t('dashboard.closing')}</h2>
        {data.closingSoon.length === 0 ? (
          <p>{t('dashboard.noneClosing')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.notice')}</th>
                <th scope="col">{t('dashboard.ends')}</th>
                <th scope="col">{t('dashboard.enrolledOfTarget')}</th>
              </tr>
            </thead>
            <tbody>
              {data.closingSoon.map((row) => (
                <tr key={row.studyId}>
                  <td>
                    <Link to={`/admin/notices/${row.studyId}/applicants`} lang="ko">
                      {row.title}
                    </Link>
                  </td>
                  <td className={styles.nowrap}>{formatDate(locale, row.recruitEnd)}</td>
                  <td className={styles.nowrap}>
                    {row.target === null
                      ? t('dashboard.enrolledNoTarget', { enrolled: row.enrolled })
                      : t('dashboard.enrolledTarget', { enrolled: row.enrolled, target: row.target })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}

/** A bar chart for the eye (hidden from screen readers) and its numbers as a table for everyone. */
function ChartPanel({
  id,
  title,
  columns,
  rows,
}: {
  id: string
  title: string
  columns: [string, string]
  rows: [string, number][]
}) {
  const data = rows.map(([label, value]) => ({ label, value }))
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="value" name={columns[1]} fill={BAR_COLOR} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
