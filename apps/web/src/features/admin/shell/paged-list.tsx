import type { BoundedPaging, PageCursors } from '@ctc/contract/studies'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type ColumnDef, DataTable, type SortingState } from '../../../components/data-table'
import { Pagination, PAGINATION_NAMESPACE } from '../../../components/pagination'
import styles from '../console.module.css'
import { LoadError } from './console-status'
import { useConsoleError } from './use-console-error'

/**
 * One page of a server-paged list: the count, the table and the page links. `texts` names
 * the screen's messages (`<texts>.title`, `.count`, `.empty`, `.pages`, and `.countAtLeast` for a
 * list whose total is bounded). A list that answers `cursors` hands the cursor of the page beside
 * the one shown to `onPage` with its number; past a bounded total, Next stays while a next cursor does.
 */
export function PagedList<Row>({
  query,
  texts,
  columns,
  getRowId,
  page,
  onPage,
  sorting,
  onSortingChange,
}: {
  query: UseQueryResult<{ dataList: Row[]; paging: BoundedPaging; cursors?: PageCursors }>
  texts: 'notices' | 'inbox' | 'accessLog' | 'applicants'
  // Each column is typed by its own value; see DataTable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[]
  getRowId: (row: Row) => string
  page: number
  onPage: (page: number, cursor?: string) => void
  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
}) {
  const { t } = useTranslation(['admin', PAGINATION_NAMESPACE])
  const toMessage = useConsoleError()
  if (query.isError) return <LoadError message={toMessage(query.error)} />
  const { data } = query
  const handlePage = (next: number) => {
    const cursor = next === page + 1 ? data?.cursors?.next : next === page - 1 ? data?.cursors?.previous : undefined
    onPage(next, cursor ?? undefined)
  }
  return (
    <>
      <p className={styles.count} role="status">
        {data
          ? t(data.paging.totalAtLeast ? `${texts}.countAtLeast` : `${texts}.count`, { count: data.paging.totalCount })
          : t('console.loading')}
      </p>
      <DataTable
        caption={t(`${texts}.title`)}
        columns={columns}
        data={data?.dataList ?? []}
        getRowId={getRowId}
        emptyText={data ? t(`${texts}.empty`) : t('console.loading')}
        sorting={sorting}
        onSortingChange={onSortingChange}
        sortLabel={(direction) => t(`table.sort.${direction}`)}
      />
      {data && (
        <Pagination
          page={page}
          totalPages={data.paging.totalPages}
          more={Boolean(data.paging.totalAtLeast && data.cursors?.next)}
          label={t(`${texts}.pages`)}
          onSelect={handlePage}
        />
      )}
    </>
  )
}
