import { type Db, driverHandle } from '../../db/database.js'
import { type NumberColumn, type PersonCriteria, RULES, type Rule, type TextColumn } from './eligibility-rule.js'

// The search's filter columns of every published notice, kept in memory (decision record 0027):
// an exact count over range predicates reads every notice, which costs a few milliseconds per
// request in SQL at 10,000 notices and one pass over typed arrays here. The table stays the source
// of truth; the index is loaded by one query under the notices' generation and loaded again as
// soon as a request sees a newer one, so a change is searched as soon as it is acknowledged.

const NUMBER_COLUMNS = [
  'age_min',
  'age_max',
  'height_min',
  'height_max',
  'weight_min',
  'weight_max',
  'bmi_min',
  'bmi_max',
  'term_months',
] as const satisfies readonly NumberColumn[]
const TEXT_COLUMNS = [
  'gender',
  'smoker_allowed',
  'history_rule',
  'sbj_cond_cd',
  'disease_code',
] as const satisfies readonly TextColumn[]
/** The columns kept per notice: the filter's, nothing else. */
export const INDEX_COLUMNS = [
  'id',
  'recruit_start',
  'recruit_end',
  'closed_yn',
  ...NUMBER_COLUMNS,
  ...TEXT_COLUMNS,
] as const

// PostgreSQL compares `real` columns with a `cast(? as real)` value in single precision.
const REAL_COLUMNS = new Set<NumberColumn>([
  'height_min',
  'height_max',
  'weight_min',
  'weight_max',
  'bmi_min',
  'bmi_max',
])

const DISEASE: Rule = { kind: 'equals', column: 'disease_code' }

/** The person's values as plain numbers and codes (null or absent: not given, narrows nothing). */
export type PlainCriteria = { [K in keyof PersonCriteria]?: string | number | null }

export interface IndexQuery {
  person: PlainCriteria
  /** Only notices recruiting on this day. */
  openOn: string | null
  diseaseCode: string | null
  today: string
  limit: number
  offset: number
}

interface Notices {
  readonly generation: number
  readonly count: number
  readonly id: Float64Array
  readonly recruitStart: string[]
  readonly recruitEnd: string[]
  /** 1 when closed_yn is not N. */
  readonly closed: Uint8Array
  /** NaN stands for NULL: every comparison with it is false, as the rules need. */
  readonly numbers: Record<NumberColumn, Float64Array>
  readonly texts: Record<TextColumn, (string | null)[]>
  /** The positions still matching during a search (searches run synchronously, one at a time). */
  readonly keep: Int32Array
}

export class SearchIndex {
  private notices: Promise<Notices> | undefined
  private loadedFor = -1

  constructor(
    private readonly db: Db,
    private readonly generation: () => number | Promise<number>,
  ) {}

  /** The total and the page's ids, ordered like the SQL search: open, upcoming, closed; newest first. */
  async search(query: IndexQuery): Promise<{ ids: number[]; total: number }> {
    return pick(await this.current(), query, this.real)
  }

  /** How many notices are kept (for tests). */
  async size(): Promise<number> {
    return (await this.current()).count
  }

  private get real(): (value: number) => number {
    return driverHandle(this.db).dialect === 'postgres' ? Math.fround : (value) => value
  }

  private async current(): Promise<Notices> {
    const generation = await this.generation()
    // A load begun at a generation at least as new counts every change acknowledged before this
    // request asked; concurrent requests share it.
    if (this.notices && this.loadedFor >= generation) return this.notices
    const loading = this.load(generation)
    this.notices = loading
    this.loadedFor = generation
    loading.catch(() => {
      if (this.notices === loading) {
        this.notices = undefined
        this.loadedFor = -1
      }
    })
    return loading
  }

  private async load(generation: number): Promise<Notices> {
    const rows = await this.db
      .selectFrom('studies')
      .select(INDEX_COLUMNS)
      .where('published_yn', '=', 'Y')
      .orderBy('recruit_start', 'desc')
      .orderBy('id', 'desc')
      .execute()
    const count = rows.length
    const real = this.real
    const numbers = Object.fromEntries(
      NUMBER_COLUMNS.map((column) => {
        const values = new Float64Array(count)
        const exact = REAL_COLUMNS.has(column) ? real : (value: number) => value
        rows.forEach((row, index) => {
          const value = row[column]
          values[index] = value === null ? Number.NaN : exact(Number(value))
        })
        return [column, values]
      }),
    ) as Record<NumberColumn, Float64Array>
    const texts = Object.fromEntries(TEXT_COLUMNS.map((column) => [column, rows.map((row) => row[column])])) as Record<
      TextColumn,
      (string | null)[]
    >
    return {
      generation,
      count,
      id: Float64Array.from(rows, (row) => row.id),
      recruitStart: rows.map((row) => row.recruit_start),
      recruitEnd: rows.map((row) => row.recruit_end),
      closed: Uint8Array.from(rows, (row) => (row.closed_yn === 'N' ? 0 : 1)),
      numbers,
      texts,
      keep: new Int32Array(count),
    }
  }
}

/** Keeps, of the first `m` positions in `keep`, those the rule admits; returns how many are left. */
function narrow(
  notices: Notices,
  rule: Rule,
  value: string | number,
  m: number,
  real: (value: number) => number,
): number {
  const { keep } = notices
  let k = 0
  switch (rule.kind) {
    case 'within': {
      const min = notices.numbers[rule.min]
      const max = notices.numbers[rule.max]
      const v = REAL_COLUMNS.has(rule.min) ? real(Number(value)) : Number(value)
      for (let j = 0; j < m; j++) {
        const i = keep[j]!
        if (!(min[i]! > v) && !(max[i]! < v)) keep[k++] = i
      }
      return k
    }
    case 'atMost': {
      const column = notices.numbers[rule.column]
      const v = REAL_COLUMNS.has(rule.column) ? real(Number(value)) : Number(value)
      for (let j = 0; j < m; j++) {
        const i = keep[j]!
        if (!(column[i]! > v)) keep[k++] = i
      }
      return k
    }
    case 'equals':
    case 'equalsOrAll': {
      const column = notices.texts[rule.column]
      const all = rule.kind === 'equalsOrAll' ? rule.all : value
      for (let j = 0; j < m; j++) {
        const i = keep[j]!
        const held = column[i]
        if (held === value || held === all) keep[k++] = i
      }
      return k
    }
    case 'refusesOnly': {
      if (value !== rule.refused) return m
      const column = notices.texts[rule.column]
      for (let j = 0; j < m; j++) {
        const i = keep[j]!
        if (column[i] === rule.allowsAll) keep[k++] = i
      }
      return k
    }
    case 'admitsOne': {
      const column = notices.texts[rule.column]
      const admitting = new Set([
        rule.all,
        ...Object.keys(rule.byColumn).filter((held) => rule.byColumn[held] === value),
      ])
      for (let j = 0; j < m; j++) {
        const i = keep[j]!
        const held = column[i]
        if (held !== null && held !== undefined && admitting.has(held)) keep[k++] = i
      }
      return k
    }
  }
}

function pick(notices: Notices, query: IndexQuery, real: (value: number) => number): { ids: number[]; total: number } {
  const { keep, closed, recruitStart, recruitEnd } = notices
  for (let i = 0; i < notices.count; i++) keep[i] = i
  let m = notices.count
  const { openOn } = query
  if (openOn !== null) {
    let k = 0
    for (let j = 0; j < m; j++) {
      const i = keep[j]!
      if (closed[i] === 0 && recruitStart[i]! <= openOn && recruitEnd[i]! >= openOn) keep[k++] = i
    }
    m = k
  }
  if (query.diseaseCode !== null) m = narrow(notices, DISEASE, query.diseaseCode, m, real)
  for (const name of Object.keys(RULES) as (keyof PersonCriteria)[]) {
    const value = query.person[name]
    if (value !== null && value !== undefined) m = narrow(notices, RULES[name], value, m, real)
  }
  // Open notices first, then those not yet open, then closed ones; each already newest first.
  const { today } = query
  const wanted = query.offset + query.limit
  const ranks: number[][] = [[], [], []]
  const counts = [0, 0, 0]
  for (let j = 0; j < m; j++) {
    const i = keep[j]!
    const rank = closed[i] === 1 ? 2 : recruitStart[i]! > today ? 1 : recruitEnd[i]! < today ? 2 : 0
    if (counts[rank]!++ < wanted) ranks[rank]!.push(i)
  }
  const page = ranks.flat().slice(query.offset, wanted)
  return { ids: page.map((i) => notices.id[i]!), total: m }
}
