import type { Locale } from '@ctc/contract/locale'
import {
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely'
import type { Db } from '../../db/database.js'
import type { Database, NewStudyRow, NewStudyTextRow } from '../../db/schema.js'
import { CURRENT_SMOKER } from '@ctc/contract/codes'
import { admits } from './eligibility-rule.js'
import type { CardCache } from './card-cache.js'
import type { SearchIndex } from './search-index.js'

type LabelColumn = 'label_ko' | 'label_en' | 'label_zh' | 'label_ja'
const LABEL: Record<Locale, LabelColumn> = { kr: 'label_ko', en: 'label_en', cn: 'label_zh', jp: 'label_ja' }

/** Plain values the eligibility query filters on; null never narrows the list. */
export interface StudyFilter {
  /** Recruiting on this date (YYYY-MM-DD); undefined lists every notice. */
  openOn?: string
  sbjCondCd?: string
  diseaseCode?: string | null
  gender?: 'M' | 'F' | null
  age?: number | null
  smoker?: boolean | null
  termMonths?: number | null
  heightCm?: number | null
  weightKg?: number | null
  bmi?: number | null
  hasMedicalHistory?: boolean | null
  /** Only these notices (those whose texts mention what the person typed); undefined: all. */
  onlyIds?: readonly number[]
}

type From = Database & { s: Database['studies'] }
type Eb = ExpressionBuilder<From, 's'>

function isOpenOn(eb: Eb, today: string | Expression<string>) {
  return eb.and([eb('s.closed_yn', '=', 'N'), eb('s.recruit_start', '<=', today), eb('s.recruit_end', '>=', today)])
}

function applyFilter<O>(query: SelectQueryBuilder<From, 's', O>, filter: StudyFilter) {
  return query.where((eb) => {
    // Drafts are the console's: never on the public site.
    const conditions: Expression<SqlBool>[] = [eb('s.published_yn', '=', 'Y')]
    if (filter.openOn) conditions.push(isOpenOn(eb, filter.openOn))
    if (filter.sbjCondCd) conditions.push(eb('s.sbj_cond_cd', '=', filter.sbjCondCd))
    if (filter.diseaseCode) conditions.push(eb('s.disease_code', '=', filter.diseaseCode))
    conditions.push(
      ...admits(eb, {
        gender: filter.gender,
        age: filter.age,
        // A non-smoker may join every study, so only a current smoker narrows the list.
        smoking: filter.smoker === true ? CURRENT_SMOKER : undefined,
        termMonths: filter.termMonths,
        heightCm: filter.heightCm,
        weightKg: filter.weightKg,
        bmi: filter.bmi,
        history: filter.hasMedicalHistory == null ? undefined : filter.hasMedicalHistory ? 'Y' : 'N',
      }),
    )
    return eb.and(conditions)
  })
}

/** Studies with their text in a locale, falling back to the Korean row; drafts only when asked for (a preview). */
function studiesWithText(db: Db, lang: Locale, withDrafts = false) {
  return db
    .selectFrom('studies as s')
    .$if(!withDrafts, (qb) => qb.where('s.published_yn', '=', 'Y'))
    .leftJoin('study_texts as t', (join) => join.onRef('t.study_id', '=', 's.id').on('t.locale', '=', lang))
    .innerJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .leftJoin('codes as dc', (join) =>
      join.onRef('dc.code', '=', 's.disease_code').on('dc.group_code', '=', 'disasesCd'),
    )
}

const CARD_COLUMNS = [
  's.id',
  's.sbj_cond_cd',
  's.disease_code',
  's.apply_method',
  's.gender',
  's.age_min',
  's.age_max',
  's.term_months',
  's.reward_won',
  's.recruit_start',
  's.recruit_end',
  's.closed_yn',
  's.view_count',
] as const

function selectCard(db: Db, lang: Locale) {
  return studiesWithText(db, lang)
    .select(CARD_COLUMNS)
    .select((eb) => [
      eb.fn.coalesce('t.title', 'k.title').as('title'),
      eb('t.study_id', 'is', null).as('is_fallback'),
      `dc.${LABEL[lang]} as disease_name` as const,
    ])
}

export type StudyCardRow = Awaited<ReturnType<ReturnType<typeof selectCard>['executeTakeFirstOrThrow']>>

// Open notices first, then those not yet open, then closed ones; newest first within each.
/** The rows of one status rank, written so that the index on the start date can serve them in order. */
function inRank(eb: Eb, rank: number, today: string | Expression<string>) {
  if (rank === 0) return isOpenOn(eb, today)
  if (rank === 1) return eb.and([eb('s.closed_yn', '=', 'N'), eb('s.recruit_start', '>', today)])
  return eb.or([
    eb('s.closed_yn', '<>', 'N'),
    eb.and([eb('s.recruit_start', '<=', today), eb('s.recruit_end', '<', today)]),
  ])
}

// Pages are chosen on the studies table alone, then only their rows are joined
// with texts and labels: sorting 1,000 joined rows per request was the bottleneck.
async function cardsInOrder(db: Db, lang: Locale, ids: number[]): Promise<StudyCardRow[]> {
  if (ids.length === 0) return []
  const { rows } = await db.executeQuery(
    filled(cardsQuery(db, lang, ids.length), Object.fromEntries(ids.map((id, index) => [`id${index}`, id]))),
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

// The search's statements are built and compiled once per database, with a named slot for
// each input value; a request only fills the slots. Building and compiling a query with a dozen
// conditions in Kysely cost several times more than SQLite took to run it. A slot left empty
// (null) narrows nothing, as in admits().
class Slot {
  constructor(readonly name: string) {}
}
interface SearchSlots {
  openOn: string | null
  sbjCondCd: string | null
  diseaseCode: string | null
  gender: string | null
  age: number | null
  smoking: string | null
  termMonths: number | null
  heightCm: number | null
  weightKg: number | null
  bmi: number | null
  history: string | null
  today: string
  limit: number
  offset: number
}
type SlotType = 'varchar' | 'integer' | 'real'
// Typed, so that PostgreSQL knows a parameter that is only compared with null.
const slot = (name: keyof SearchSlots | `id${number}`, type: SlotType) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a slot stands for any input value
  sql<any>`cast(${new Slot(name)} as ${sql.raw(type)})`

function slottedFilter<O>(query: SelectQueryBuilder<From, 's', O>) {
  return query.where((eb) => {
    const openOn = slot('openOn', 'varchar')
    const optional = (value: Expression<unknown>, condition: Expression<SqlBool>) =>
      eb.or([eb(value, 'is', null), condition])
    return eb.and([
      // Drafts are the console's: never on the public site.
      eb('s.published_yn', '=', 'Y'),
      optional(openOn, isOpenOn(eb, openOn)),
      optional(slot('sbjCondCd', 'varchar'), eb('s.sbj_cond_cd', '=', slot('sbjCondCd', 'varchar'))),
      optional(slot('diseaseCode', 'varchar'), eb('s.disease_code', '=', slot('diseaseCode', 'varchar'))),
      ...admits(eb, {
        gender: slot('gender', 'varchar'),
        age: slot('age', 'integer'),
        smoking: slot('smoking', 'varchar'),
        termMonths: slot('termMonths', 'integer'),
        heightCm: slot('heightCm', 'real'),
        weightKg: slot('weightKg', 'real'),
        bmi: slot('bmi', 'real'),
        history: slot('history', 'varchar'),
      }),
    ])
  })
}

function compileSearch(db: Db, onlyIds?: readonly number[]) {
  const today = slot('today', 'varchar')
  const within = <O>(query: SelectQueryBuilder<From, 's', O>) =>
    onlyIds ? slottedFilter(query).where('s.id', 'in', onlyIds) : slottedFilter(query)
  return {
    tally: within(db.selectFrom('studies as s'))
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(sql`case when ${inRank(eb, 0, today)} then 1 else 0 end`).as('open'),
        eb.fn.sum<number>(sql`case when ${inRank(eb, 1, today)} then 1 else 0 end`).as('upcoming'),
      ])
      .compile(),
    idsOfRank: [0, 1, 2].map((rank) =>
      within(db.selectFrom('studies as s').select('s.id'))
        .where((eb) => inRank(eb, rank, today))
        .orderBy('s.recruit_start', 'desc')
        .orderBy('s.id', 'desc')
        .limit(slot('limit', 'integer'))
        .offset(slot('offset', 'integer'))
        .compile(),
    ),
  }
}
const searchStatements = new WeakMap<Db, ReturnType<typeof compileSearch>>()

function filled<R>(query: CompiledQuery<R>, slots: object): CompiledQuery<R> {
  const values = slots as Record<string, unknown>
  return {
    query: query.query,
    queryId: query.queryId,
    sql: query.sql,
    parameters: query.parameters.map((value) => (value instanceof Slot ? values[value.name] : value)),
  }
}

// The cards of a page, compiled once per locale and number of rows.
const cardStatements = new WeakMap<Db, Map<string, CompiledQuery<StudyCardRow>>>()
function cardsQuery(db: Db, lang: Locale, count: number): CompiledQuery<StudyCardRow> {
  let byShape = cardStatements.get(db)
  if (!byShape) {
    byShape = new Map()
    cardStatements.set(db, byShape)
  }
  const key = `${lang}:${count}`
  let query = byShape.get(key)
  if (!query) {
    const ids = Array.from({ length: count }, (_, index) => slot(`id${index}`, 'integer'))
    query = selectCard(db, lang).where('s.id', 'in', ids).compile()
    byShape.set(key, query)
  }
  return query
}

/** The person's side of a search's filter, as plain values (null narrows nothing). */
export function personOf(filter: StudyFilter) {
  return {
    condition: filter.sbjCondCd ?? null,
    gender: filter.gender ?? null,
    age: filter.age ?? null,
    // A non-smoker may join every study, so only a current smoker narrows the list.
    smoking: filter.smoker === true ? CURRENT_SMOKER : null,
    termMonths: filter.termMonths ?? null,
    heightCm: filter.heightCm ?? null,
    weightKg: filter.weightKg ?? null,
    bmi: filter.bmi ?? null,
    history: filter.hasMedicalHistory == null ? null : filter.hasMedicalHistory ? 'Y' : 'N',
  }
}

type SearchPage = { today: string; limit: number; offset: number }

/**
 * The search's total and page in SQL, without the index: one pass over the matching notices counts
 * them per status rank (no sorting); then each rank the page reaches is read newest first along the
 * start-date index, which stops after the page's rows. Kept to prove the index gives the same.
 */
export async function pickInSql(
  db: Db,
  filter: StudyFilter,
  page: SearchPage,
): Promise<{ ids: number[]; total: number }> {
  if (filter.onlyIds?.length === 0) return { ids: [], total: 0 }
  // A list of notices is a statement of its own (rare: a medical history typed in), not kept.
  let statements = filter.onlyIds ? compileSearch(db, filter.onlyIds) : searchStatements.get(db)
  if (!statements) {
    statements = compileSearch(db)
    searchStatements.set(db, statements)
  }
  const person = personOf(filter)
  const slots: SearchSlots = {
    ...person,
    openOn: filter.openOn ?? null,
    sbjCondCd: person.condition,
    diseaseCode: filter.diseaseCode ?? null,
    today: page.today,
    limit: 0,
    offset: 0,
  }
  const [tally] = (await db.executeQuery(filled(statements.tally, slots))).rows
  const total = Number(tally?.n ?? 0)
  const open = Number(tally?.open ?? 0)
  const upcoming = Number(tally?.upcoming ?? 0)
  const counts = [open, upcoming, total - open - upcoming]
  const ids: number[] = []
  let skip = page.offset
  for (const [rank, count] of counts.entries()) {
    const wanted = page.limit - ids.length
    if (wanted === 0) break
    if (skip >= count) {
      skip -= count
      continue
    }
    const query = filled(statements.idsOfRank[rank]!, { ...slots, limit: Math.min(wanted, count - skip), offset: skip })
    ids.push(...(await db.executeQuery(query)).rows.map((row) => row.id))
    skip = 0
  }
  return { ids, total }
}

/**
 * A page of the search: the total and the page's ids from the search index (or in SQL without
 * one), then only the page's rows are read with their texts, those read lately from `cards`.
 */
export async function searchStudies(
  db: Db,
  lang: Locale,
  filter: StudyFilter,
  page: SearchPage,
  index?: SearchIndex,
  cards?: CardCache,
): Promise<{ rows: StudyCardRow[]; total: number }> {
  if (!index) {
    const { ids, total } = await pickInSql(db, filter, page)
    return { rows: await cardsInOrder(db, lang, ids), total }
  }
  const { ids, total, generation } = await index.search({
    person: personOf(filter),
    openOn: filter.openOn ?? null,
    diseaseCode: filter.diseaseCode ?? null,
    onlyIds: filter.onlyIds ?? null,
    today: page.today,
    limit: page.limit,
    offset: page.offset,
  })
  const rows = cards
    ? await cards.rows(lang, ids, generation, (missing) => cardsInOrder(db, lang, missing))
    : await cardsInOrder(db, lang, ids)
  return { rows, total }
}

/** `text` as a LIKE pattern that finds it anywhere, its own wildcards taken as they are (escaped with '!'). */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`
}

/**
 * The published notices whose target disease, medical history or target patients mention `text`
 * (case aside), in the page's language or in Korean (the text a notice without one shows).
 */
export async function findStudiesMentioning(db: Db, lang: Locale, text: string): Promise<number[]> {
  const pattern = containing(text)
  const mentions = (column: 'target_disease' | 'medical_history' | 'target_patient') =>
    sql<SqlBool>`lower(${sql.ref(`t.${column}`)}) like ${pattern} escape '!'`
  const rows = await db
    .selectFrom('study_texts as t')
    .innerJoin('studies as s', 's.id', 't.study_id')
    .select('t.study_id')
    .distinct()
    .where('s.published_yn', '=', 'Y')
    .where('t.locale', 'in', [lang, 'kr'])
    .where((eb) => eb.or([mentions('target_disease'), mentions('medical_history'), mentions('target_patient')]))
    .execute()
  return rows.map((row) => row.study_id)
}

export async function findMostViewed(db: Db, lang: Locale, today: string, limit: number) {
  const ids = await applyFilter(db.selectFrom('studies as s').select('s.id'), { openOn: today })
    .orderBy('s.view_count', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute()
  return cardsInOrder(
    db,
    lang,
    ids.map((row) => row.id),
  )
}

export async function findClosingSoon(db: Db, lang: Locale, today: string, lastDay: string, limit: number) {
  const ids = await applyFilter(db.selectFrom('studies as s').select('s.id'), { openOn: today })
    .where('s.recruit_end', '<=', lastDay)
    .orderBy('s.recruit_end')
    .orderBy('s.id')
    .limit(limit)
    .execute()
  return cardsInOrder(
    db,
    lang,
    ids.map((row) => row.id),
  )
}

/**
 * The home counters, from the data: studies whose recruitment overlaps this calendar year (Korea
 * time), those running today, and the applications enrolled in them (never a typed number).
 */
export async function countForHome(db: Db, today: string, yearStart: string, yearEnd: string) {
  const row = await db
    .selectFrom('studies as s')
    .select((eb) => [
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .selectFrom('applications as a')
              .select((sub) => sub.fn.countAll<number>().as('n'))
              .whereRef('a.study_id', '=', 's.id')
              .where('a.status', '=', 'enrolled'),
          ),
          eb.lit(0),
        )
        .as('volunteers'),
      eb.fn.countAll<number>().as('studies'),
      eb.fn
        .sum<number>(
          sql`case when s.closed_yn = 'N' and s.recruit_start <= ${today} and s.recruit_end >= ${today} then 1 else 0 end`,
        )
        .as('running'),
    ])
    .where('s.published_yn', '=', 'Y')
    .where('s.recruit_start', '<=', yearEnd)
    .where('s.recruit_end', '>=', yearStart)
    .executeTakeFirstOrThrow()
  return { volunteers: Number(row.volunteers ?? 0), studies: Number(row.studies), running: Number(row.running ?? 0) }
}

export function findStudyDetail(db: Db, lang: Locale, studyId: number, withDrafts = false) {
  return studiesWithText(db, lang, withDrafts)
    .leftJoin('codes as cc', (join) => join.onRef('cc.code', '=', 's.cancer_code').on('cc.group_code', '=', 'cencerCd'))
    .selectAll('s')
    .select((eb) => [
      eb('t.study_id', 'is', null).as('is_fallback'),
      `dc.${LABEL[lang]} as disease_name` as const,
      `cc.${LABEL[lang]} as cancer_name` as const,
      eb.fn.coalesce('t.title', 'k.title').as('title'),
      eb.fn.coalesce('t.trial_type', 'k.trial_type').as('trial_type'),
      eb.fn.coalesce('t.volunteer_type', 'k.volunteer_type').as('volunteer_type'),
      eb.fn.coalesce('t.target_disease', 'k.target_disease').as('target_disease'),
      eb.fn.coalesce('t.medical_history', 'k.medical_history').as('medical_history'),
      eb.fn.coalesce('t.professor', 'k.professor').as('professor'),
      eb.fn.coalesce('t.trial_drug', 'k.trial_drug').as('trial_drug'),
      eb.fn.coalesce('t.target_patient', 'k.target_patient').as('target_patient'),
      eb.fn.coalesce('t.extra_info', 'k.extra_info').as('extra_info'),
      eb.fn.coalesce('t.details_html', 'k.details_html').as('details_html'),
    ])
    .where('s.id', '=', studyId)
    .executeTakeFirst()
}

export type StudyDetailRow = NonNullable<Awaited<ReturnType<typeof findStudyDetail>>>

export async function findViewCount(db: Db, studyId: number): Promise<number | undefined> {
  const row = await db.selectFrom('studies').select('view_count').where('id', '=', studyId).executeTakeFirst()
  return row?.view_count
}

export async function addViewCounts(db: Db, counts: Map<number, number>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [id, views] of counts) {
      await trx
        .updateTable('studies')
        .set((eb) => ({ view_count: eb('view_count', '+', views) }))
        .where('id', '=', id)
        .execute()
    }
  })
}

export function findFilesOfStudy(db: Db, studyId: number) {
  return db
    .selectFrom('study_files')
    .select(['id', 'file_name', 'content_type', 'size', 'created_at'])
    .where('study_id', '=', studyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

/** An attachment of a published notice (a draft's files are the console's). */
export function findFile(db: Db, fileId: number) {
  return db
    .selectFrom('study_files as f')
    .innerJoin('studies as s', 's.id', 'f.study_id')
    .select(['f.id', 'f.file_name', 'f.content_type', 'f.size', 'f.content'])
    .where('f.id', '=', fileId)
    .where('s.published_yn', '=', 'Y')
    .executeTakeFirst()
}

export async function countStudies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('studies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertStudy(
  db: Db,
  study: NewStudyRow,
  texts: Omit<NewStudyTextRow, 'study_id'>[],
  files: { file_name: string; content_type: string; content: Buffer }[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('studies').values(study).returning('id').executeTakeFirstOrThrow()
    await trx
      .insertInto('study_texts')
      .values(texts.map((text) => ({ ...text, study_id: id })))
      .execute()
    if (files.length > 0) {
      await trx
        .insertInto('study_files')
        .values(
          files.map((file) => ({
            ...file,
            study_id: id,
            size: file.content.length,
            created_at: study.created_at,
          })),
        )
        .execute()
    }
    return id
  })
}

/** Every notice open for recruitment today, with when it last changed: the sitemap's notices. */
export function findOpenStudyDates(db: Db, today: string) {
  return applyFilter(db.selectFrom('studies as s').select(['s.id', 's.updated_at']), { openOn: today })
    .orderBy('s.id')
    .execute()
}
