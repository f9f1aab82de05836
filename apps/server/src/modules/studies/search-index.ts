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
  /** Only these notices (found by their texts, which the index does not hold); null: all. */
  onlyIds: readonly number[] | null
  today: string
  limit: number
  offset: number
}

interface Notices {
  readonly generation: number
  readonly count: number
  readonly id: Float64Array
  /** Each notice's position, by id. */
  readonly positionOf: Map<number, number>
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
  /** The positions still matching while a criterion's set is made (synchronously, one at a time). */
  readonly keep: Int32Array
  /** Bit sets over the positions (bit i of word i >>> 5), one per criterion and value, made on first use. */
  readonly sets: Map<string, Int32Array>
  /** Every position; and the matches of the search under way (synchronous, one at a time). */
  readonly all: Int32Array
  readonly matches: Int32Array
}

// A set is a bit per notice (1.25 KB at 10,000 notices). The values a search can take are bounded
// by the contract's schema, but not all of them need to be kept: past this, the sets start again.
const MAX_SETS = 4096

export class SearchIndex {
  private notices: Promise<Notices> | undefined
  private loadedFor = -1

  constructor(
    private readonly db: Db,
    private readonly generation: () => number | Promise<number>,
  ) {}

  /**
   * The total and the page's ids, ordered like the SQL search: open, upcoming, closed; newest first;
   * and the notices' generation this search read (what the page's rows must be at least as fresh as).
   */
  async search(query: IndexQuery): Promise<{ ids: number[]; total: number; generation: number }> {
    const generation = await this.generation()
    const { ids, total } = pick(await this.current(generation), query, this.real)
    // Not a spread: see listEnvelope in studies.routes.ts.
    return { ids, total, generation }
  }

  /** How many notices are kept (for tests). */
  async size(): Promise<number> {
    return (await this.current(await this.generation())).count
  }

  private get real(): (value: number) => number {
    return driverHandle(this.db).dialect === 'postgres' ? Math.fround : (value) => value
  }

  private async current(generation: number): Promise<Notices> {
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
    const words = (count + 31) >>> 5
    const all = new Int32Array(words).fill(-1)
    if (count % 32 !== 0) all[words - 1] = (1 << (count % 32)) - 1
    return {
      generation,
      count,
      id: Float64Array.from(rows, (row) => row.id),
      positionOf: new Map(rows.map((row, position) => [row.id, position])),
      recruitStart: Int32Array.from(rows, (row) => dayRank.get(row.recruit_start)!),
      recruitEnd: Int32Array.from(rows, (row) => dayRank.get(row.recruit_end)!),
      days,
      closed: Uint8Array.from(rows, (row) => (row.closed_yn === 'N' ? 0 : 1)),
      numbers,
      texts,
      dictionaries,
      keep: new Int32Array(count),
      sets: new Map(),
      all,
      matches: new Int32Array(words),
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

/** The positions that `pass` keeps of all notices, as a bit set; kept for the next search. */
function setOf(notices: Notices, key: string, pass: (m: number) => number): Int32Array {
  let set = notices.sets.get(key)
  if (set) return set
  const { keep } = notices
  for (let i = 0; i < notices.count; i++) keep[i] = i
  const m = pass(notices.count)
  set = new Int32Array(notices.all.length)
  for (let j = 0; j < m; j++) {
    const i = keep[j]!
    set[i >>> 5]! |= 1 << (i & 31)
  }
  if (notices.sets.size >= MAX_SETS) notices.sets.clear()
  notices.sets.set(key, set)
  return set
}

function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

function narrowBy(matches: Int32Array, set: Int32Array): void {
  for (let w = 0; w < matches.length; w++) matches[w]! &= set[w]!
}

/**
 * Each criterion's matches are a bit set over the notices (in the index's order), made by one pass
 * the first time a value is asked for and kept with the index: a search ANDs a few sets and counts
 * bits, which at 10,000 notices is a few hundred words instead of a pass per criterion.
 */
function pick(notices: Notices, query: IndexQuery, real: (value: number) => number): { ids: number[]; total: number } {
  const { closed, recruitStart, recruitEnd, matches } = notices
  matches.set(notices.all)
  const { openOn } = query
  if (openOn !== null) {
    narrowBy(
      matches,
      setOf(notices, `open:${openOn}`, (m) => {
        // start <= openOn and end >= openOn, on the days' ranks.
        const { keep } = notices
        const { before, through } = dayBounds(notices.days, openOn)
        let k = 0
        for (let j = 0; j < m; j++) {
          const i = keep[j]!
          if (closed[i] === 0 && recruitStart[i]! < through && recruitEnd[i]! >= before) keep[k++] = i
        }
        return k
      }),
    )
  }
  const { diseaseCode } = query
  if (diseaseCode !== null) {
    narrowBy(
      matches,
      setOf(notices, `disease:${diseaseCode}`, (m) => narrow(notices, DISEASE, diseaseCode, m, real)),
    )
  }
  for (const name of Object.keys(RULES) as (keyof PersonCriteria)[]) {
    const value = query.person[name]
    if (value === null || value === undefined) continue
    narrowBy(
      matches,
      setOf(notices, `${name}:${value}`, (m) => narrow(notices, RULES[name], value, m, real)),
    )
  }
  if (query.onlyIds !== null) {
    // A set of its own each time: the notices a typed text found are not worth keeping.
    const only = new Int32Array(matches.length)
    for (const id of query.onlyIds) {
      const i = notices.positionOf.get(id)
      if (i !== undefined) only[i >>> 5]! |= 1 << (i & 31)
    }
    narrowBy(matches, only)
  }
  // Open notices first, then those not yet open, then closed ones; each already newest first.
  const { today } = query
  const { before, through } = dayBounds(notices.days, today)
  const open = setOf(notices, `rank0:${today}`, (m) => rankPass(notices, m, 0, before, through))
  const upcoming = setOf(notices, `rank1:${today}`, (m) => rankPass(notices, m, 1, before, through))
  let total = 0
  let openCount = 0
  let upcomingCount = 0
  for (let w = 0; w < matches.length; w++) {
    const word = matches[w]!
    if (word === 0) continue
    total += bitCount(word)
    openCount += bitCount(word & open[w]!)
    upcomingCount += bitCount(word & upcoming[w]!)
  }
  const counts = [openCount, upcomingCount, total - openCount - upcomingCount]
  const ids: number[] = []
  let skip = query.offset
  for (let rank = 0; rank < 3 && ids.length < query.limit; rank++) {
    if (skip >= counts[rank]!) {
      skip -= counts[rank]!
      continue
    }
    for (let w = 0; w < matches.length && ids.length < query.limit; w++) {
      let word = matches[w]! & (rank === 0 ? open[w]! : rank === 1 ? upcoming[w]! : ~(open[w]! | upcoming[w]!))
      if (word === 0) continue
      const inWord = bitCount(word)
      if (skip >= inWord) {
        skip -= inWord
        continue
      }
      while (word !== 0 && ids.length < query.limit) {
        const low = word & -word
        if (skip > 0) skip--
        else ids.push(notices.id[(w << 5) + 31 - Math.clz32(low)]!)
        word ^= low
      }
    }
  }
  return { ids, total }
}

/** Keeps the notices of a status rank: 0 open, 1 not yet open, 2 closed (closed; start > today; end < today). */
function rankPass(notices: Notices, m: number, rank: number, before: number, through: number): number {
  const { keep, closed, recruitStart, recruitEnd } = notices
  let k = 0
  for (let j = 0; j < m; j++) {
    const i = keep[j]!
    const held = closed[i] === 1 ? 2 : recruitStart[i]! >= through ? 1 : recruitEnd[i]! < before ? 2 : 0
    if (held === rank) keep[k++] = i
  }
  return k
}
