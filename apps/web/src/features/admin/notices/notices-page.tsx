import { LOCALES } from '@ctc/contract/locale-codes'
import { NOTICE_STATUSES, type NoticeListItem, type NoticeListQueryInput } from '@ctc/contract/staff-notices'
import { StudyConditionSchema } from '@ctc/contract/studies'
import { createColumnHelper } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SortingState } from '../../../components/data-table'
import { formatDate } from '../../../lib/dates'
import { useNoticeList } from '../api/notices'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { FilterForm } from '../shell/filter-form'
import { PagedList } from '../shell/paged-list'
import { useConsoleTitle } from '../shell/use-console-title'
import { useSearchState } from '../shell/use-search-state'
import { StatusBadge } from './status-badge'

const FILTERS = ['q', 'status', 'condition', 'from', 'to', 'sort', 'order'] as const
const column = createColumnHelper<NoticeListItem>()

/** Notices: search by title, status, type and dates; sorted and paged by the server. */
export function NoticesPage() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const { values, page, update } = useSearchState(FILTERS)
  useConsoleTitle(t('notices.title'))
  const query = { ...values, page } as NoticeListQueryInput
  const list = useNoticeList(query)
  const sorting: SortingState = [{ id: values.sort ?? 'updated', desc: (values.order ?? 'desc') === 'desc' }]

  const columns = [
    column.accessor('title', {
      id: 'title',
      header: t('notices.columns.title'),
      cell: (info) => (
        <Link to={`/admin/notices/${info.row.original.studyId}`} lang="ko" className={styles.titleLink}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('status', {
      header: t('notices.columns.status'),
      enableSorting: false,
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.accessor('condition', {
      header: t('notices.columns.condition'),
      enableSorting: false,
      cell: (info) => <span className={styles.nowrap}>{t(`notices.condition.${info.getValue()}`)}</span>,
    }),
    column.accessor('recruitEnd', {
      id: 'recruitEnd',
      header: t('notices.columns.recruitPeriod'),
      cell: (info) => (
        <>
          <span className={styles.nowrap}>{formatDate(locale, info.row.original.recruitStart)} ~</span>{' '}
          <span className={styles.nowrap}>{formatDate(locale, info.getValue())}</span>
        </>
      ),
    }),
    column.accessor('locales', {
      header: t('notices.columns.locales'),
      enableSorting: false,
      // Short codes, each named in full for screen readers.
      cell: (info) => {
        const codes = LOCALES.filter((code) => code === 'kr' || info.getValue().includes(code))
        return (
          <>
            <span className={styles.nowrap} aria-hidden="true">
              {codes.map((code) => t(`localesShort.${code}`)).join(' ')}
            </span>
            <span className="visually-hidden">{codes.map((code) => t(`locales.${code}`)).join(', ')}</span>
          </>
        )
      },
    }),
    column.accessor('viewCount', {
      id: 'views',
      header: t('notices.columns.views'),
      // Each count opens what it counts: the notice's figures.
      cell: (info) => (
        <Link
          to={`/admin/dashboard?studyId=${info.row.original.studyId}`}
          aria-label={t('notices.openViews', { count: info.getValue() })}
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('applicationCount', {
      header: t('notices.columns.applications'),
      enableSorting: false,
      cell: (info) => (
        <Link
          to={`/admin/notices/${info.row.original.studyId}/applicants`}
          aria-label={t('notices.openApplicants', { count: info.getValue() })}
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('updatedAt', {
      id: 'updated',
      header: t('notices.columns.updated'),
      // The day here; the time is on the notice's own screen.
      cell: (info) => <span className={styles.nowrap}>{formatDate(locale, info.getValue())}</span>,
    }),
  ]

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('notices.title')}</h1>
        <Link className="button button-primary" to="/admin/notices/new">
          {t('notices.new')}
        </Link>
      </div>
      <FilterForm
        label={t('notices.filters')}
        values={values}
        onApply={(changes) => update(changes)}
        fields={[
          { name: 'q', label: t('notices.search'), type: 'search' },
          {
            name: 'status',
            label: t('notices.columns.status'),
            options: NOTICE_STATUSES.map((status) => ({ value: status, label: t(`notices.status.${status}`) })),
          },
          {
            name: 'condition',
            label: t('notices.columns.condition'),
            options: StudyConditionSchema.options.map((code) => ({
              value: code,
              label: t(`notices.condition.${code}`),
            })),
          },
          { name: 'from', label: t('notices.from'), type: 'date' },
          { name: 'to', label: t('notices.to'), type: 'date' },
        ]}
      />
      <PagedList
        query={list}
        texts="notices"
        columns={columns}
        getRowId={(row) => String(row.studyId)}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        sorting={sorting}
        onSortingChange={([first]) =>
          update({ sort: first?.id, order: first ? (first.desc ? 'desc' : 'asc') : undefined })
        }
      />
    </>
  )
}
