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
  /** The days, as their rank among the distinct days kept (ordered as strings, like SQL). */
  readonly recruitStart: Int32Array
  readonly recruitEnd: Int32Array
  readonly days: string[]
  /** 1 when closed_yn is not N. */
  readonly closed: Uint8Array
  /** NaN stands for NULL: every comparison with it is false, as the rules need. */
  readonly numbers: Record<NumberColumn, Float64Array>
  /** Codes as small numbers (-1 for NULL), so that a pass compares numbers, not strings. */
  readonly texts: Record<TextColumn, Int32Array>
  readonly dictionaries: Record<TextColumn, Map<string, number>>
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
    const dictionaries = {} as Record<TextColumn, Map<string, number>>
    const texts = {} as Record<TextColumn, Int32Array>
    for (const column of TEXT_COLUMNS) {
      const dictionary = new Map<string, number>()
      texts[column] = Int32Array.from(rows, (row) => {
        const value = row[column]
        if (value === null) return -1
        let code = dictionary.get(value)
        if (code === undefined) dictionary.set(value, (code = dictionary.size))
        return code
      })
      dictionaries[column] = dictionary
    }
    const days = [...new Set(rows.flatMap((row) => [row.recruit_start, row.recruit_end]))].sort()
    const dayRank = new Map(days.map((day, rank) => [day, rank]))
    return {
      generation,
      count,
      id: Float64Array.from(rows, (row) => row.id),
      recruitStart: Int32Array.from(rows, (row) => dayRank.get(row.recruit_start)!),
      recruitEnd: Int32Array.from(rows, (row) => dayRank.get(row.recruit_end)!),
      days,
      closed: Uint8Array.from(rows, (row) => (row.closed_yn === 'N' ? 0 : 1)),
      numbers,
      texts,
      dictionaries,
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
      const v = codeOf(notices, rule.column, value)
      const all = rule.kind === 'equalsOrAll' ? codeOf(notices, rule.column, rule.all) : v
      for (let j = 0; j < m; j++) {
        const i = keep[j]!
        const held = column[i]!
        if (held === v || held === all) keep[k++] = i
      }
      return k
    }
    case 'refusesOnly': {
      if (value !== rule.refused) return m
      const column = notices.texts[rule.column]
      const allowsAll = codeOf(notices, rule.column, rule.allowsAll)
      for (let j = 0; j < m; j++) {
        const i = keep[j]!
        if (column[i] === allowsAll) keep[k++] = i
      }
      return k
    }
    case 'admitsOne': {
      const column = notices.texts[rule.column]
      const admitting = new Uint8Array(notices.dictionaries[rule.column].size)
      for (const [held, code] of notices.dictionaries[rule.column]) {
        if (held === rule.all || rule.byColumn[held] === value) admitting[code] = 1
      }
      for (let j = 0; j < m; j++) {
        const i = keep[j]!
        const held = column[i]!
        if (held >= 0 && admitting[held] === 1) keep[k++] = i
      }
      return k
    }
  }
}

/** A code's number in a column; a code no notice holds gets one that matches nothing. */
function codeOf(notices: Notices, column: TextColumn, value: string | number): number {
  return typeof value === 'string' ? (notices.dictionaries[column].get(value) ?? -2) : -2
}

/** How many kept days sort before `day`, and how many at or before it. */
function dayBounds(days: string[], day: string): { before: number; through: number } {
  let low = 0
  let high = days.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (days[middle]! < day) low = middle + 1
    else high = middle
  }
  return { before: low, through: days[low] === day ? low + 1 : low }
}

function pick(notices: Notices, query: IndexQuery, real: (value: number) => number): { ids: number[]; total: number } {
  const { keep, closed, recruitStart, recruitEnd } = notices
  for (let i = 0; i < notices.count; i++) keep[i] = i
  let m = notices.count
  const { openOn } = query
  if (openOn !== null) {
    // start <= openOn and end >= openOn, on the days' ranks.
    const { before, through } = dayBounds(notices.days, openOn)
    let k = 0
    for (let j = 0; j < m; j++) {
      const i = keep[j]!
      if (closed[i] === 0 && recruitStart[i]! < through && recruitEnd[i]! >= before) keep[k++] = i
    }
    m = k
  }
  if (query.diseaseCode !== null) m = narrow(notices, DISEASE, query.diseaseCode, m, real)
  for (const name of Object.keys(RULES) as (keyof PersonCriteria)[]) {
    const value = query.person[name]
    if (value !== null && value !== undefined) m = narrow(notices, RULES[name], value, m, real)
  }
  // Open notices first, then those not yet open, then closed ones; each already newest first.
  const { before, through } = dayBounds(notices.days, query.today)
  const wanted = query.offset + query.limit
  const ranks: number[][] = [[], [], []]
  const counts = [0, 0, 0]
  for (let j = 0; j < m; j++) {
    const i = keep[j]!
    // Closed; start > today; end < today; else open.
    const rank = closed[i] === 1 ? 2 : recruitStart[i]! >= through ? 1 : recruitEnd[i]! < before ? 2 : 0
    if (counts[rank]!++ < wanted) ranks[rank]!.push(i)
  }
  const page = ranks.flat().slice(query.offset, wanted)
  return { ids: page.map((i) => notices.id[i]!), total: m }
}
