import { idFromQuery } from '@ctc/contract/record-id'
import {
  DASHBOARD_MAX_DAYS,
  type DashboardQueryInput,
  DashboardQuerySchema,
  type DashboardResponse,
} from '@ctc/contract/staff-dashboard'
import { LANGUAGE_TAGS } from '@ctc/contract/locale-codes'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDate } from '../../../lib/dates'
import { saveFile } from '../../../lib/staff-api-client'
import { useCodeList } from '../../../lib/use-code-list'
import { exportFunnel, useDashboard } from '../api/dashboard'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { QueryContent } from '../shell/console-status'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'

const BAR_COLOR = '#1c5fa8'
const AXIS_TEXT = { fontSize: 12, fill: '#323f4b' }
/** Up to this many bars side by side carry their number above them; more would overlap. */
const LABELLED_COLUMNS = 16
const ROW_PX = 30
/** Room for the names of horizontal bars, and where a longer name is cut (the tooltip and table have it whole). */
const NAME_ROOM = { short: 150, long: 340 } as const

/**
 * The center's figures, or one notice's (`?studyId=`), for a range of days (`?from=&to=`, the
 * server's default without them): applications per week, the funnel by status, sources,
 * page views, and notices closing soon. Each chart shows its numbers, and has them as a table.
 */
export function DashboardPage() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const studyId = idFromQuery(params.get('studyId'))
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }
  const query = useDashboard(studyId, range)
  useConsoleTitle(t('dashboard.title'))
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{studyId === undefined ? t('dashboard.title') : t('dashboard.noticeTitle', { studyId })}</h1>
        {studyId !== undefined && <Link to={`/admin/notices/${studyId}`}>{t('dashboard.toPipeline')}</Link>}
      </div>
      <RangeForm
        key={`${query.data?.from}-${query.data?.to}`}
        from={range.from ?? query.data?.from ?? ''}
        to={range.to ?? query.data?.to ?? ''}
        onApply={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current)
            updated.set('from', next.from)
            updated.set('to', next.to)
            return updated
          })
        }
      />
      <QueryContent query={query}>{(data) => <Figures data={data} perNotice={studyId !== undefined} />}</QueryContent>
      {query.data && <FunnelExport studyId={studyId} from={query.data.from} to={query.data.to} />}
    </>
  )
}

/** The funnel of the days shown as a CSV file: per notice and for the center, or the notice's. */
function FunnelExport({ studyId, from, to }: { studyId: number | undefined; from: string; to: string }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await exportFunnel({
        studyId: studyId === undefined ? undefined : String(studyId),
        from,
        to,
        language: locale === 'en' ? 'en' : 'ko',
      })
      saveFile(blob, fileName ?? `funnel-${from}-${to}.csv`)
    },
  })
  return (
    <section className={styles.panel} aria-labelledby="funnel-export-title">
      <h2 id="funnel-export-title">{t('dashboard.funnelExport.title')}</h2>
      <p>{t(studyId === undefined ? 'dashboard.funnelExport.center' : 'dashboard.funnelExport.notice')}</p>
      <button type="button" className="button" disabled={download.isPending} onClick={() => download.mutate()}>
        {t('dashboard.funnelExport.download')}
      </button>
      {download.isError && (
        <p role="alert" className={styles.error}>
          {toMessage(download.error)}
        </p>
      )}
    </section>
  )
}

/** The first and last day counted, checked as the server checks them before they are asked for. */
function RangeForm({
  from,
  to,
  onApply,
}: {
  from: string
  to: string
  onApply: (range: { from: string; to: string }) => void
}) {
  const { t } = useTranslation('admin')
  const [values, setValues] = useState({ from, to })
  const [error, setError] = useState<string>()
  const apply = () => {
    const checked = DashboardQuerySchema.safeParse(values satisfies DashboardQueryInput)
    const message = checked.success ? undefined : checked.error.issues[0]?.message
    if (message === 'rangeOrder') setError(t('dashboard.rangeOrder'))
    else if (message === 'rangeTooLong') setError(t('dashboard.rangeTooLong', { days: DASHBOARD_MAX_DAYS }))
    else if (message) setError(t('errors.VALIDATION_FAILED'))
    else {
      setError(undefined)
      onApply(values)
    }
  }
  return (
    <form
      className={styles.filters}
      aria-label={t('dashboard.range')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      {(['from', 'to'] as const).map((name) => (
        <label key={name}>
          {t(`dashboard.${name}`)}
          <input
            type="date"
            value={values[name]}
            aria-invalid={error && name === 'to' ? true : undefined}
            aria-describedby={error && name === 'to' ? 'range-error' : undefined}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          />
        </label>
      ))}
      <button type="submit" className="button">
        {t('dashboard.apply')}
      </button>
      {error && (
        <p id="range-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  )
}

function Figures({ data, perNotice }: { data: DashboardResponse; perNotice: boolean }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const joinPaths = useCodeList('joinPathCd', locale)
  const week = (day: string) => formatDate(locale, day)
  // Short week labels under the bars (the table and tooltip give the whole date).
  const shortDay = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { month: 'numeric', day: 'numeric', timeZone: 'UTC' })
  const weekTick = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))
  return (
    <>
      <p className={styles.hint}>
        {t('dashboard.rangeShown', { from: formatDate(locale, data.from), to: formatDate(locale, data.to) })}
      </p>
      <div className={styles.charts}>
        <ChartPanel
          id="weekly"
          title={t('dashboard.weekly')}
          columns={[t('dashboard.week'), t('dashboard.applications')]}
          rows={data.weekly.map((row) => ({
            name: week(row.weekStart),
            tick: weekTick(row.weekStart),
            value: row.applications,
          }))}
        />
        <ChartPanel
          id="recruitment"
          title={t('dashboard.recruitment.title')}
          layout="horizontal"
          columns={[t('dashboard.recruitment.step'), t('dashboard.applications')]}
          rows={data.recruitment.steps.map((row) => {
            const name = t(`dashboard.recruitment.steps.${row.step}`)
            return { name, tick: name, value: row.count }
          })}
        />
        <RecruitmentFigures recruitment={data.recruitment} />
        <ChartPanel
          id="funnel"
          title={t('dashboard.funnel')}
          layout="horizontal"
          columns={[t('applicants.columns.status'), t('dashboard.applications')]}
          rows={data.funnel.map((row) => {
            const name = t(`applicants.status.${row.status}`)
            return { name, tick: name, value: row.count }
          })}
        />
        <ChartPanel
          id="sources"
          title={t('dashboard.sources')}
          layout="horizontal"
          columns={[t('applicants.columns.source'), t('dashboard.applications')]}
          rows={data.sources.map((row) => {
            const name =
              joinPaths.find((item) => item.code === row.joinPath)?.label ?? (row.joinPath || t('applicants.unknown'))
            return { name, tick: name, value: row.count }
          })}
        />
        <ChartPanel
          id="views"
          title={perNotice ? t('dashboard.viewsWeekly') : t('dashboard.viewsTop')}
          layout={perNotice ? 'columns' : 'horizontal'}
          nameLang={perNotice ? undefined : 'ko'}
          longNames={!perNotice}
          columns={[perNotice ? t('dashboard.week') : t('dashboard.notice'), t('dashboard.views')]}
          rows={data.pageViews.map((row) =>
            perNotice
              ? { name: week(row.label), tick: weekTick(row.label), value: row.views }
              : { name: row.label, tick: row.label, value: row.views },
          )}
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
                  <th scope="col" className={styles.nowrap}>
                    {t('dashboard.ends')}
                  </th>
                  <th scope="col" className={styles.nowrap}>
                    {t('dashboard.enrolledOfTarget')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.closingSoon.map((row) => (
                  <tr key={row.studyId}>
                    <td>
                      <Link to={`/admin/notices/${row.studyId}`} lang="ko">
                        {row.title}
                      </Link>
                    </td>
                    <td className={styles.nowrap}>{formatDate(locale, row.recruitEnd)}</td>
                    <td className={styles.nowrap}>
                      <Link to={`/admin/notices/${row.studyId}/applicants?status=enrolled`}>
                        {row.target === null
                          ? t('dashboard.enrolledNoTarget', { enrolled: row.enrolled })
                          : t('dashboard.enrolledTarget', { enrolled: row.enrolled, target: row.target })}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </>
  )
}

/** The funnel's conversions, medians and no-show rate, as text (computed by the server from the data). */
function RecruitmentFigures({ recruitment }: { recruitment: DashboardResponse['recruitment'] }) {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const percent = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'percent', maximumFractionDigits: 1 })
  const days = (value: number | null) =>
    value === null ? t('dashboard.recruitment.none') : t('dashboard.recruitment.days', { count: value })
  const rate = (value: number | null) => (value === null ? t('dashboard.recruitment.none') : percent.format(value))
  return (
    <section className={styles.panel} aria-labelledby="recruitment-figures-title">
      <h2 id="recruitment-figures-title">{t('dashboard.recruitment.figures')}</h2>
      <dl>
        {recruitment.steps.slice(1).map((row, index) => (
          <div key={row.step}>
            <dt>
              {t('dashboard.recruitment.conversion', {
                from: t(`dashboard.recruitment.steps.${recruitment.steps[index]?.step ?? 'applied'}`),
                to: t(`dashboard.recruitment.steps.${row.step}`),
              })}
            </dt>
            <dd>{rate(row.conversion)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('dashboard.recruitment.toFirstContact')}</dt>
          <dd>{days(recruitment.medianDaysToFirstContact)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.recruitment.toVisit')}</dt>
          <dd>{days(recruitment.medianDaysToVisit)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.recruitment.noShowRate')}</dt>
          <dd>
            {recruitment.noShowRate === null
              ? t('dashboard.recruitment.none')
              : t('dashboard.recruitment.noShows', {
                  rate: rate(recruitment.noShowRate),
                  count: recruitment.noShows,
                  marked: recruitment.visitsMarked,
                })}
          </dd>
        </div>
      </dl>
    </section>
  )
}

interface ChartRow {
  /** The whole name (tooltip and table). */
  name: string
  /** The name on the axis. */
  tick: string
  value: number
}

// Axis text is 12 px: a Korean, Chinese or Japanese character takes about 12, a Latin one about 7.
const charPx = (char: string) => ((char.codePointAt(0) ?? 0) >= 0x2e80 ? 12 : 7)

/** A name cut to fit the axis, with an ellipsis (the tooltip and the table have it whole). */
function cut(text: string, px: number): string {
  let width = 0
  const chars = [...text]
  for (const [index, char] of chars.entries()) {
    width += charPx(char)
    if (width > px) return `${chars.slice(0, index).join('')}…`
  }
  return text
}

/**
 * A category's name beside its bar on one line: the chart's own tick would wrap a long name onto
 * its neighbour's line, so the name is cut to the room instead.
 */
function NameTick({ x, y, payload, room }: { x?: number; y?: number; payload?: { value?: string }; room: number }) {
  return (
    <text x={x} y={y} dx={-4} dy={4} textAnchor="end" fontSize={AXIS_TEXT.fontSize} fill={AXIS_TEXT.fill}>
      {cut(String(payload?.value ?? ''), room - 16)}
    </text>
  )
}

/**
 * A bar chart for the eye (hidden from screen readers), with every bar named and numbered and a
 * tooltip, and its numbers as a table for everyone else (visually hidden, in a box that cannot
 * widen the page). `columns` draws bars side by side (weeks); `horizontal` one under another, so
 * that every name has room (statuses, sources, notices).
 */
function ChartPanel({
  id,
  title,
  columns,
  rows,
  layout = 'columns',
  nameLang,
  longNames = false,
}: {
  id: string
  title: string
  columns: [string, string]
  rows: ChartRow[]
  layout?: 'columns' | 'horizontal'
  /** The language of the names when it is not the console's (notice titles are Korean). */
  nameLang?: string
  /** Names as long as notice titles: the chart takes the whole width. */
  longNames?: boolean
}) {
  const { t } = useTranslation('admin')
  const horizontal = layout === 'horizontal'
  const room = NAME_ROOM[longNames ? 'long' : 'short']
  const labelled = horizontal || rows.length <= LABELLED_COLUMNS
  const height = horizontal ? Math.max(rows.length, 3) * ROW_PX + 24 : 256
  const tooltip = (
    <Tooltip
      formatter={(value) => [String(value), columns[1]]}
      labelFormatter={(_label, payload) => (payload[0]?.payload as ChartRow | undefined)?.name ?? ''}
    />
  )
  return (
    <section
      className={`${styles.panel} ${horizontal && !longNames ? '' : styles.wide}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {rows.length === 0 && <p>{t('dashboard.empty')}</p>}
      <div className={styles.chart} aria-hidden="true" hidden={rows.length === 0}>
        <ResponsiveContainer width="100%" height={height}>
          {horizontal ? (
            <BarChart
              data={rows}
              layout="vertical"
              margin={{ top: 4, right: 40, bottom: 4, left: 8 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={AXIS_TEXT} />
              <YAxis type="category" dataKey="tick" width={room} interval={0} tick={<NameTick room={room} />} />
              {tooltip}
              <Bar dataKey="value" fill={BAR_COLOR} isAnimationActive={false}>
                <LabelList dataKey="value" position="right" fill="#1f2933" fontSize={12} />
              </Bar>
            </BarChart>
          ) : (
            <BarChart data={rows} margin={{ top: 20, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="tick" tick={AXIS_TEXT} interval={labelled ? 0 : 'preserveStartEnd'} />
              <YAxis allowDecimals={false} width={36} tick={AXIS_TEXT} />
              {tooltip}
              <Bar dataKey="value" fill={BAR_COLOR} isAnimationActive={false}>
                {labelled && <LabelList dataKey="value" position="top" fill="#1f2933" fontSize={12} />}
              </Bar>
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" lang={nameLang}>
                  {row.name}
                </th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
