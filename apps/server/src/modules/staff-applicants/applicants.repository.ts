import { APPLICATION_STATUSES, OPEN_STATUSES } from '@ctc/contract/application-status'
import type { Locale } from '@ctc/contract/locale'
import { PRESCREEN_RESULTS } from '@ctc/contract/prescreen'
import type { ApplicantListQuery } from '@ctc/contract/staff-applicants'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { beyond, type Cursor, readingOrder, type SortKey } from '../../db/keyset.js'

// SQL of the applicant pipeline. Every row of `applications` counts: an application that is
// not confirmed yet lives elsewhere until it is.

// The pipeline order of a status, for sorting.
const statusRank = sql<number>`case a.status ${sql.join(
  APPLICATION_STATUSES.map((status, index) => sql`when ${sql.lit(status)} then ${sql.lit(index)}`),
  sql` `,
)} end`

// Likely excluded first, then needs review, likely eligible, and no answers last (ascending).
const prescreenRank = sql<number>`case a.prescreen_result ${sql.join(
  PRESCREEN_RESULTS.toReversed().map((result, index) => sql`when ${sql.lit(result)} then ${sql.lit(index)}`),
  sql` `,
)} else ${sql.lit(PRESCREEN_RESULTS.length)} end`

const isStale = (staleBefore: string) =>
  sql<number>`case when a.status in (${sql.join(OPEN_STATUSES.map((status) => sql.lit(status)))}) and a.last_activity_at < ${staleBefore} then 1 else 0 end`

const LIST_COLUMNS = [
  'a.id',
  'a.study_id',
  'a.member_id',
  'a.status',
  'a.owner_staff_id',
  'a.next_action_on',
  'a.join_path',
  'a.channel',
  'a.created_at',
  'a.last_activity_at',
  'a.snapshot',
  'a.locale',
  'a.applicant_email',
  'a.consent_version',
  'a.privacy_agreed_at',
  'a.consent_note',
  'a.closing_reason',
  'a.next_action_text',
  'a.prescreen_version_id',
  'a.prescreen_answers',
  'a.prescreen_result',
] as const

const fromApplications = (db: Db) => db.selectFrom('applications as a')

/** The pipeline's columns of the applications a query selects: the owner's and member's names joined. */
function withColumns(applications: ReturnType<typeof fromApplications>, staleBefore: string) {
  return applications
    .leftJoin('staff as o', 'o.id', 'a.owner_staff_id')
    .leftJoin('members as m', 'm.id', 'a.member_id')
    .select(LIST_COLUMNS)
    .select(['o.name as owner_name', 'm.name as member_name', 'm.personal as member_personal'])
    .select(isStale(staleBefore).as('stale'))
}

const applicants = (db: Db, staleBefore: string) => withColumns(fromApplications(db), staleBefore)

export type ApplicantRow = Awaited<ReturnType<ReturnType<typeof applicants>['executeTakeFirstOrThrow']>>

/** The keys of the pipeline's order, the last one unique: what SQL sorts by and what a cursor names. */
function sortKeys(sort: ApplicantListQuery['sort'], order: 'asc' | 'desc'): SortKey[] {
  const id: SortKey = { expr: sql`a.id`, dir: order }
  switch (sort) {
    case 'nextActionOn':
      // A missing next action date sorts last either way.
      return [
        { expr: sql`case when a.next_action_on is null then 1 else 0 end`, dir: 'asc' },
        { expr: sql`coalesce(a.next_action_on, '')`, dir: order },
        id,
      ]
    case 'lastActivityAt':
      return [{ expr: sql`a.last_activity_at`, dir: order }, id]
    case 'status':
      return [{ expr: statusRank, dir: order }, id]
    case 'prescreen':
      return [{ expr: prescreenRank, dir: order }, id]
    // Names are sealed: the service sorts by name (name-order.ts); SQL's order is only a default.
    case 'name':
    case 'createdAt':
      return [{ expr: sql`a.created_at`, dir: order }, id]
  }
}

const REVERSED_RESULTS: readonly string[] = PRESCREEN_RESULTS.toReversed()

/** A row's values of the keys of sortKeys, as SQL computes them. */
export function sortKeyValues(sort: ApplicantListQuery['sort'], row: ApplicantRow): (string | number)[] {
  switch (sort) {
    case 'nextActionOn':
      return [row.next_action_on === null ? 1 : 0, row.next_action_on ?? '', row.id]
    case 'lastActivityAt':
      return [row.last_activity_at, row.id]
    case 'status':
      return [(APPLICATION_STATUSES as readonly string[]).indexOf(row.status), row.id]
    case 'prescreen': {
      const rank = row.prescreen_result === null ? -1 : REVERSED_RESULTS.indexOf(row.prescreen_result)
      return [rank === -1 ? PRESCREEN_RESULTS.length : rank, row.id]
    }
    case 'name':
    case 'createdAt':
      return [row.created_at, row.id]
  }
}

/** A notice's applications a query's filters select, from their own columns alone. */
function filteredApplications(db: Db, studyId: number, query: ApplicantListQuery, staleBefore: string) {
  return fromApplications(db)
    .where('a.study_id', '=', studyId)
    .$if(query.status !== undefined, (q) => q.where('a.status', '=', query.status ?? ''))
    .$if(query.owner === 'none', (q) => q.where('a.owner_staff_id', 'is', null))
    .$if(typeof query.owner === 'number', (q) => q.where('a.owner_staff_id', '=', Number(query.owner)))
    .$if(query.source !== undefined && query.source !== '', (q) => q.where('a.join_path', '=', query.source ?? ''))
    .$if(query.channel !== undefined, (q) => q.where('a.channel', '=', query.channel ?? ''))
    .$if(query.prescreen === 'none', (q) => q.where('a.prescreen_result', 'is', null))
    .$if(query.prescreen !== undefined && query.prescreen !== 'none', (q) =>
      q.where('a.prescreen_result', '=', query.prescreen ?? ''),
    )
    .$if(query.stale !== undefined, (q) => q.where(isStale(staleBefore), '=', query.stale === 'true' ? 1 : 0))
}

/**
 * A page of a notice's applications: read on from a cursor's row when one is given (keyset), else
 * after `offset` rows; `limit` rows and one more, which tells whether more follow. Read backwards
 * from a `previous` cursor. (Sorted by name, the service pages: name-order.ts.)
 */
export async function findApplicants(
  db: Db,
  studyId: number,
  query: ApplicantListQuery,
  page: { staleBefore: string; limit: number; offset: number; cursor?: Cursor | undefined },
) {
  // The filters name only the application's own columns, so the total counts the applications
  // alone: SQLite would otherwise look up the owner and the member of every row it counts.
  const filtered = () => filteredApplications(db, studyId, query, page.staleBefore)
  const keys = sortKeys(query.sort, query.order)
  const { cursor } = page
  const order = readingOrder(keys, cursor?.d)
  // The page's ids first, from the applications alone; the owner's and member's columns are joined
  // to those rows only. Joined before the sort, PostgreSQL hashed all 100,000 members (a full scan)
  // to read a deep page of 3,000 applications (decision 0037, eighth step).
  let ids = filtered().select('a.id')
  if (cursor) ids = ids.where(beyond(keys, cursor.k, cursor.d))
  for (const key of order) ids = ids.orderBy(key.expr, key.dir)
  ids = ids.limit(page.limit + 1).$if(!cursor, (q) => q.offset(page.offset))
  let list = withColumns(fromApplications(db).innerJoin(ids.as('page'), 'page.id', 'a.id'), page.staleBefore)
  for (const key of order) list = list.orderBy(key.expr, key.dir)
  const [rows, count] = await Promise.all([
    list.execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

// What marks the sealed values a row's name comes from: the first 32 characters of the member's
// account and of the form as stored (`enc1:`, the key id and the random 96-bit IV, for key ids of
// up to ten digits), which change with every write of the value (a value is sealed afresh each
// time, data-keys.ts) and tell nothing of it. Only before the start that seals the accounts does
// the name column hold a name (see MembersTable).
const nameMark = sql<string>`coalesce((select substr(coalesce(m.personal, m.name), 1, 32) from members m where m.id = a.member_id), '') || '|' || substr(a.snapshot, 1, 32)`

/** The id and name mark of each application a query selects: what tells whether a kept name order still holds. */
export function findNameMarks(db: Db, studyId: number, query: ApplicantListQuery, staleBefore: string) {
  return filteredApplications(db, studyId, query, staleBefore)
    .select(['a.id', nameMark.as('mark')])
    .execute()
}

/**
 * What the name of each application of a notice (or of these of its applications) comes from,
 * still sealed, with its mark: the member's account, and the form of a non-member (a member's form
 * only if the account gives no name: findSnapshots). Names are sealed, so SQL cannot order by
 * them; the service opens these and keeps the order (name-order.ts).
 */
export function findNameSources(db: Db, studyId: number, ids?: readonly number[]) {
  // The member's columns by a lookup of the primary key per row, not a join: PostgreSQL joined
  // the notice's 3,000 rows to all 100,000 members by a hash of a full scan (decision 0037, eighth
  // step). A member id always names a member (the key cascades), so no id means a non-member.
  return fromApplications(db)
    .where('a.study_id', '=', studyId)
    .$if(ids !== undefined, (qb) => qb.where('a.id', 'in', ids ?? []))
    .select((eb) => {
      const member = (column: 'name' | 'personal') =>
        eb.selectFrom('members as m').select(`m.${column}`).whereRef('m.id', '=', 'a.member_id')
      return ['a.id', member('name').as('member_name'), member('personal').as('member_personal')]
    })
    .select(sql<string | null>`case when a.member_id is null then a.snapshot end`.as('snapshot'))
    .select(nameMark.as('mark'))
    .execute()
}

/** The sealed forms of these applications, by id. */
export async function findSnapshots(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('applications').select(['id', 'snapshot']).where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row.snapshot]))
}

/** The pipeline's rows of these applications, in no particular order. */
export async function findApplicantsByIds(db: Db, ids: readonly number[], staleBefore: string) {
  if (ids.length === 0) return []
  return applicants(db, staleBefore).where('a.id', 'in', ids).execute()
}

export function findApplicant(db: Db, applicationId: number, staleBefore: string) {
  return applicants(db, staleBefore).where('a.id', '=', applicationId).executeTakeFirst()
}

/** Applications per status of a notice. */
export async function countByStatus(db: Db, studyId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('study_id', '=', studyId)
    .groupBy('status')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]))
}

export function findEvents(db: Db, applicationId: number) {
  return db
    .selectFrom('application_events')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute()
}

/** A notice as the pipeline heads it: title in Korean, apply method, owner and target. */
export function findPipelineNotice(db: Db, studyId: number) {
  return db
    .selectFrom('studies as s')
    .innerJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 's.id').on('k.locale', '=', 'kr'))
    .select(['s.id', 'k.title', 's.apply_method', 's.owner_staff_id', 's.target_count', 's.published_yn'])
    .where('s.id', '=', studyId)
    .executeTakeFirst()
}

/** A notice's title in a locale, or in Korean when it has none in that one. */
export async function findStudyTitle(db: Db, studyId: number, locale: Locale = 'kr'): Promise<string | undefined> {
  const rows = await db
    .selectFrom('study_texts')
    .select(['locale', 'title'])
    .where('study_id', '=', studyId)
    .where('locale', 'in', [locale, 'kr'])
    .execute()
  return (rows.find((row) => row.locale === locale) ?? rows[0])?.title
}

/** Who a status mail of an application goes to: the member's account, or the sealed form. */
export function findMailRecipient(db: Db, applicationId: number) {
  return db
    .selectFrom('applications as a')
    .leftJoin('members as m', 'm.id', 'a.member_id')
    .select(['a.study_id', 'a.locale', 'a.snapshot', 'm.email', 'm.name', 'm.personal', 'm.locale as member_locale'])
    .where('a.id', '=', applicationId)
    .executeTakeFirst()
}

export function findActiveStaff(db: Db, staffId?: number) {
  return db
    .selectFrom('staff')
    .select(['id', 'name', 'email', 'notify_mode'])
    .where('status', '=', 'active')
    .$if(staffId !== undefined, (qb) => qb.where('id', '=', staffId ?? 0))
    .orderBy('name')
    .execute()
}
