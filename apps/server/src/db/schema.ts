import type { Generated, Insertable, Selectable } from 'kysely'

// Timestamps are ISO 8601 strings in UTC and dates are YYYY-MM-DD strings on
// both engines, so rows read the same from SQLite and PostgreSQL.

export interface CodesTable {
  group_code: string
  code: string
  sort_order: number
  label_ko: string
  label_en: string
  label_zh: string
  label_ja: string
}
export type CodeRow = Selectable<CodesTable>
export type NewCodeRow = Insertable<CodesTable>

export interface PageViewsTable {
  id: Generated<number>
  path: string
  locale: string
  viewed_at: string
}

export interface Database {
  codes: CodesTable
  page_views: PageViewsTable
}
