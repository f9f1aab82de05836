import {
  ACCESS_ACTIONS,
  ACCESS_RECORD_TYPES,
  type AccessAction,
  type AccessLogEntry,
  type AccessLogQueryInput,
} from '@ctc/contract/staff-access-log'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/dates'
import { saveFile } from '../../../lib/staff-api-client'
import { exportAccessLog, useAccessLog } from '../api/access-log'
import styles from '../console.module.css'
import { useConsoleLocale } from '../shell/console-locale'
import { FilterForm } from '../shell/filter-form'
import { PagedList } from '../shell/paged-list'
import { useConsoleError } from '../shell/use-console-error'
import { useConsoleTitle } from '../shell/use-console-title'
import { useSearchState } from '../shell/use-search-state'

const FILTERS = ['from', 'to', 'staffId', 'action', 'recordType', 'recordId'] as const
const column = createColumnHelper<AccessLogEntry>()
// Action names have dots ('staff.login'), which i18next would read as nesting.
const actionKey = (action: AccessAction) => `accessLog.actions.${action.replace('.', '_')}` as const

/** The access log for the privacy officer: who did what to which record, when, from where, why; CSV export. */
export function AccessLogPage() {
  const { t } = useTranslation('admin')
  const { locale } = useConsoleLocale()
  const toMessage = useConsoleError()
  const { values, page, cursor, update } = useSearchState(FILTERS)
  useConsoleTitle(t('accessLog.title'))
  const filters = values as Omit<AccessLogQueryInput, 'page' | 'staffId'> & { staffId?: string }
  const log = useAccessLog({ ...filters, page, cursor })
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string>()

  const handleExport = async () => {
    setExporting(true)
    setExportError(undefined)
    try {
      const { blob, fileName } = await exportAccessLog(filters)
      saveFile(blob, fileName ?? 'access-log.csv')
    } catch (error) {
      setExportError(toMessage(error))
    } finally {
      setExporting(false)
    }
  }

  const columns = [
    column.accessor('seq', { header: t('accessLog.columns.seq') }),
    column.accessor('occurredAt', {
      header: t('accessLog.columns.when'),
      cell: (info) => formatDateTime(locale, info.getValue()),
    }),
    column.accessor('staffName', {
      header: t('accessLog.columns.who'),
      cell: (info) => {
        const row = info.row.original
        return row.staffId === null ? t('accessLog.nobody') : `${info.getValue() ?? ''} (#${row.staffId})`
      },
    }),
    column.accessor('action', {
      header: t('accessLog.columns.action'),
      cell: (info) => t(actionKey(info.getValue())),
    }),
    column.accessor('recordType', {
      header: t('accessLog.columns.record'),
      cell: (info) => {
        const type = info.getValue()
        const rows = info.row.original.rowCount
        const record = type ? `${t(`accessLog.recordTypes.${type}`)} ${info.row.original.recordId ?? ''}` : '—'
        return rows === null ? record : `${record} (${t('accessLog.rows', { count: rows })})`
      },
    }),
    column.accessor('reason', {
      header: t('accessLog.columns.reason'),
      cell: (info) => {
        const reason = info.getValue()
        if (!reason) return '—'
        const text = info.row.original.reasonText
        return text ? `${t(`reason.values.${reason}`)}: ${text}` : t(`reason.values.${reason}`)
      },
    }),
    column.accessor('address', { header: t('accessLog.columns.address') }),
  ]

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('accessLog.title')}</h1>
        <button type="button" className="button" disabled={exporting} onClick={() => void handleExport()}>
          {t('accessLog.export')}
        </button>
      </div>
      <p>{t('accessLog.intro')}</p>
      {exportError && (
        <p role="alert" className={styles.error}>
          {exportError}
        </p>
      )}
      <FilterForm
        label={t('accessLog.filters')}
        values={values}
        onApply={update}
        fields={[
          { name: 'from', label: t('accessLog.from'), type: 'date' },
          { name: 'to', label: t('accessLog.to'), type: 'date' },
          { name: 'staffId', label: t('accessLog.staffId') },
          {
            name: 'action',
            label: t('accessLog.columns.action'),
            options: ACCESS_ACTIONS.map((action) => ({ value: action, label: t(actionKey(action)) })),
          },
          {
            name: 'recordType',
            label: t('accessLog.recordType'),
            options: ACCESS_RECORD_TYPES.map((type) => ({ value: type, label: t(`accessLog.recordTypes.${type}`) })),
          },
          { name: 'recordId', label: t('accessLog.recordId') },
        ]}
      />
      <PagedList
        query={log}
        texts="accessLog"
        columns={columns}
        getRowId={(row) => String(row.seq)}
        page={page}
        onPage={(next, nextCursor) => update({ page: String(next), cursor: nextCursor })}
      />
    </>
  )
}
