import {
  type ColumnDef,
  type SortingState,
  type Updater,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table'
import { useState } from 'react'
import styles from './data-table.module.css'

export type { ColumnDef, SortingState }

interface DataTableProps<Row> {
  /** Names the table for screen readers (shown visually hidden). */
  caption: string
  // Each column is typed by its own value (the helper's accessors); a list of them cannot be.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[]
  data: Row[]
  getRowId: (row: Row) => string
  /** Shown in one row when there is no data. */
  emptyText: string
  /** Sorting done by the server (the list is one page of a sorted whole): pass its state here… */
  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
  /** …else the rows at hand are sorted in the browser. */
  sortLabel: (direction: 'ascending' | 'descending' | 'none') => string
}

/**
 * A table of records (TanStack Table): sortable columns are buttons in their headers,
 * and the header says how the table is sorted (aria-sort).
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  getRowId,
  emptyText,
  sorting,
  onSortingChange,
  sortLabel,
}: DataTableProps<Row>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([])
  const manual = sorting !== undefined
  const state = sorting ?? localSorting
  const handleSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(state) : updater
    if (manual) onSortingChange?.(next)
    else setLocalSorting(next)
  }
  // TanStack Table keeps its own state; the React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting: state },
    onSortingChange: handleSortingChange,
    manualSorting: manual,
    enableSortingRemoval: false,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  })

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const label = flexRender(header.column.columnDef.header, header.getContext())
                const sorted = header.column.getIsSorted()
                const direction = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={header.column.getCanSort() ? direction : undefined}
                    className={styles.th}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        <span className={styles.sortMark} aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                        <span className="visually-hidden">{sortLabel(direction)}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={styles.td}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
