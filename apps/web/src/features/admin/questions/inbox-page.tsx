import { LOCALES } from '@ctc/contract/locale-codes'
import { QNA_STATUSES } from '@ctc/contract/qna'
import type { InboxItem, InboxQueryInput } from '@ctc/contract/staff-qna'
import { createColumnHelper } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/dates'
import { useInbox } from '../api/questions'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { FilterForm } from '../shell/filter-form'
import { PagedList } from '../shell/paged-list'
import { useConsoleTitle } from '../shell/use-console-title'
import { useSearchState } from '../shell/use-search-state'

const FILTERS = ['status', 'locale'] as const
const column = createColumnHelper<InboxItem>()

/** Members' questions, waiting ones first (oldest first); filters by status and the member's language. */
export function InboxPage() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const { values, page, update } = useSearchState(FILTERS)
  useConsoleTitle(t('inbox.title'))
  const inbox = useInbox({ ...values, page } as InboxQueryInput)

  const columns = [
    column.accessor('title', {
      header: t('inbox.columns.title'),
      cell: (info) => <Link to={`/admin/questions/${info.row.original.qnaId}`}>{info.getValue()}</Link>,
    }),
    column.accessor('status', {
      header: t('inbox.columns.status'),
      cell: (info) => (
        <span className={`${styles.badge} ${styles[`status_${info.getValue()}`]}`}>
          {t(`inbox.status.${info.getValue()}`)}
        </span>
      ),
    }),
    column.accessor('locale', {
      header: t('inbox.columns.locale'),
      cell: (info) => t(`locales.${info.getValue()}`),
    }),
    column.accessor('createdAt', {
      header: t('inbox.columns.asked'),
      cell: (info) => formatDateTime(locale, info.getValue()),
    }),
    column.accessor('answeredAt', {
      header: t('inbox.columns.answered'),
      cell: (info) => {
        const value = info.getValue()
        return value ? formatDateTime(locale, value) : '—'
      },
    }),
  ]

  return (
    <>
      <h1>{t('inbox.title')}</h1>
      <FilterForm
        label={t('inbox.filters')}
        values={values}
        onApply={update}
        fields={[
          {
            name: 'status',
            label: t('inbox.columns.status'),
            options: QNA_STATUSES.map((status) => ({ value: status, label: t(`inbox.status.${status}`) })),
          },
          {
            name: 'locale',
            label: t('inbox.columns.locale'),
            options: LOCALES.map((code) => ({ value: code, label: t(`locales.${code}`) })),
          },
        ]}
      />
      <PagedList
        query={inbox}
        texts="inbox"
        columns={columns}
        getRowId={(row) => String(row.qnaId)}
        page={page}
        onPage={(next) => update({ page: String(next) })}
      />
    </>
  )
}
