import { type Locale } from '@ctc/contract/locale'
import {
  POOL_COUNT_BOUND,
  POOL_PAGE_SIZE,
  type PoolCriteria,
  type PoolEntry,
  type PoolRevealRequest,
  type PoolRevealResponse,
  type PoolSearchRequest,
  type PoolSearchResponse,
  bmiBand,
} from '@ctc/contract/staff-pool'
import type { AccessAction } from '@ctc/contract/staff-access-log'
import { sql } from 'kysely'
import { countUpTo } from '../../db/bounded-count.js'
import type { Db } from '../../db/database.js'
import type { StudiesTable } from '../../db/schema.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import { AppError, notFound } from '../../errors.js'
import { enqueueJob } from '../../jobs/job-queue.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { isReachable } from '../alerts/alerts.repository.js'
import { openMemberRows } from '../members/members.repository.js'
import { appendAccess } from '../staff/access-log.js'
import type { LiveStaffSession, StaffContext } from '../staff/staff-auth.service.js'
import { admits, ageOnDay, memberCriteria } from '../studies/eligibility-rule.js'
import { boundedPaging, statusOf } from '../studies/studies.service.js'

// The volunteer pool: standing members filtered by the same eligibility rule as "only studies I
// can join", listed without anything that identifies them. Revealing and inviting are separate,
// logged actions; nothing exports the pool.

export interface PoolContext extends StaffContext {
  session: LiveStaffSession
  wakeJobs: () => void
}

export const INVITATION_MAIL = 'pool.invitation_mail'

const log = (
  ctx: PoolContext,
  action: AccessAction,
  record: { type: 'member' | 'notice'; id?: string | number },
  why: Partial<PoolRevealRequest> = {},
) =>
  appendAccess(
    ctx.db,
    {
      staffId: ctx.session.staff.staffId,
      staffName: ctx.session.staff.name,
      action,
      recordType: record.type,
      recordId: record.id,
      reason: why.reason,
      reasonText: why.reasonText,
      address: ctx.address,
    },
    ctx.now,
  )

async function noticeCriteria(db: Db, studyId: number): Promise<PoolCriteria> {
  const s = await db.selectFrom('studies').selectAll().where('id', '=', studyId).executeTakeFirst()
  if (!s) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  return {
    gender: s.gender as PoolCriteria['gender'],
    ageMin: s.age_min,
    ageMax: s.age_max,
    heightMin: s.height_min,
    heightMax: s.height_max,
    weightMin: s.weight_min,
    weightMax: s.weight_max,
    bmiMin: s.bmi_min,
    bmiMax: s.bmi_max,
    smokerAllowed: s.smoker_allowed === 'Y',
    historyRule: s.history_rule as PoolCriteria['historyRule'],
    condition: s.sbj_cond_cd as PoolCriteria['condition'],
  }
}

/** The criteria as a one-row table `s` with the columns of a notice, for the shared rule. */
function criteriaRow(c: PoolCriteria) {
  const int = (value: number | null) => sql<number | null>`cast(${value} as integer)`
  const real = (value: number | null) => sql<number | null>`cast(${value} as real)`
  const text = (value: string | null) => sql<string>`cast(${value} as varchar(4))`
  return sql<Pick<StudiesTable, 'gender' | 'smoker_allowed' | 'history_rule' | 'sbj_cond_cd'>>`(select
    ${text(c.gender)} as gender, ${int(c.ageMin)} as age_min, ${int(c.ageMax)} as age_max,
    ${real(c.heightMin)} as height_min, ${real(c.heightMax)} as height_max,
    ${real(c.weightMin)} as weight_min, ${real(c.weightMax)} as weight_max,
    ${real(c.bmiMin)} as bmi_min, ${real(c.bmiMax)} as bmi_max,
    ${text(c.smokerAllowed ? 'Y' : 'N')} as smoker_allowed, ${text(c.historyRule)} as history_rule,
    ${text(c.condition)} as sbj_cond_cd, cast(null as integer) as term_months)`.as('s')
}

function standingMembers(db: Db, criteria: PoolCriteria, today: string) {
  return (
    db
      .selectFrom('members as m')
      .leftJoin('volunteer_profiles as p', 'p.member_id', 'm.id')
      .innerJoin(criteriaRow(criteria), (join) => join.onTrue())
      .where('m.always_apply_yn', '=', 'Y')
      // The shared rule expects a notice row `s`; the criteria row has the same columns.
      .where((eb) =>
        eb.and(
          admits(eb as never, {
            ...memberCriteria(today),
            // The pool has no participation term to ask about; a typed search may name a condition.
            termMonths: undefined,
            condition: criteria.condition === null ? undefined : sql<string>`p.sbj_cond`,
          }),
        ),
      )
  )
}

export async function searchPool(ctx: PoolContext, input: PoolSearchRequest): Promise<PoolSearchResponse> {
  const criteria = input.criteria ?? (await noticeCriteria(ctx.db, input.studyId ?? 0))
  if (input.criteria && input.studyId !== undefined) await noticeCriteria(ctx.db, input.studyId)
  const today = seoulToday(ctx.now)
  const studyId = input.studyId ?? 0
  // The rule and the order pick the page's ids first; the columns and the three subqueries below
  // are read for those 50 only (selected beside the sort, SQLite ran them for every match).
  const pageIds = standingMembers(ctx.db, criteria, today)
    .select(['m.id', 'm.updated_at'])
    .orderBy('m.updated_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(POOL_PAGE_SIZE)
    .offset((input.page - 1) * POOL_PAGE_SIZE)
  const [rows, total] = await Promise.all([
    ctx.db
      .selectFrom(pageIds.as('page'))
      .innerJoin('members as m', 'm.id', 'page.id')
      .leftJoin('volunteer_profiles as p', 'p.member_id', 'm.id')
      .leftJoin('member_contact_preferences as c', 'c.member_id', 'm.id')
      .select([
        'm.id',
        'm.pool_id',
        'm.email',
        'c.paused_until',
        'c.verified_email',
        'c.email_verified_at',
        'm.gender',
        'm.updated_at',
        'p.bmi',
        'p.smoking',
        ageOnDay(today).as('age'),
        (eb) =>
          eb
            .selectFrom('applications as a')
            .select((sub) => sub.fn.max('a.created_at').as('at'))
            .whereRef('a.member_id', '=', 'm.id')
            .as('last_applied_at'),
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('invitations as i')
                .select('i.id')
                .whereRef('i.member_id', '=', 'm.id')
                .where('i.study_id', '=', studyId),
            )
            .as('invited'),
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('applications as a')
                .select('a.id')
                .whereRef('a.member_id', '=', 'm.id')
                .where('a.study_id', '=', studyId),
            )
            .as('applied'),
      ])
      .orderBy('m.updated_at', 'desc')
      .orderBy('m.id', 'desc')
      .execute(),
    // Bounded: counting every match evaluated the rule on every standing member (70,000 at full size).
    countUpTo(ctx.db, standingMembers(ctx.db, criteria, today).select(sql.lit(1).as('one')), POOL_COUNT_BOUND),
  ])
  await log(ctx, 'pool.search', { type: 'notice', id: input.studyId })
  const dataList: PoolEntry[] = rows.map((row) => {
    const last = [row.updated_at, row.last_applied_at]
      .filter((at): at is string => typeof at === 'string')
      .sort()
      .at(-1)
    const age = row.age === null ? null : Number(row.age)
    return {
      poolId: row.pool_id ?? '',
      ageBand: age === null ? null : Math.floor(age / 10) * 10,
      sex: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
      bmiBand: bmiBand(row.bmi === null ? null : Number(row.bmi)),
      smoking: row.smoking,
      lastActivityOn: seoulToday(new Date(last ?? row.updated_at)),
      invited: Boolean(Number(row.invited)),
      applied: Boolean(Number(row.applied)),
      pausedUntil: row.paused_until && row.paused_until > ctx.now.toISOString() ? row.paused_until : null,
      emailVerified: Boolean(row.email_verified_at && row.verified_email === row.email),
    }
  })
  return { criteria, dataList, paging: boundedPaging(input.page, POOL_PAGE_SIZE, total) }
}

async function poolMember(db: Db, secret: string | undefined, poolId: string) {
  const member = await db
    .selectFrom('members')
    .select(['id', 'name', 'email', 'mobile', 'locale', 'personal'])
    .where('pool_id', '=', poolId)
    .where('always_apply_yn', '=', 'Y')
    .executeTakeFirst()
  if (!member) throw notFound('No such person in the pool')
  const [opened] = await openMemberRows(db, secret, [member])
  return opened ?? member
}

export async function revealContact(
  ctx: PoolContext,
  poolId: string,
  why: PoolRevealRequest,
): Promise<PoolRevealResponse> {
  const member = await poolMember(ctx.db, ctx.secret, poolId)
  await log(ctx, 'pool.reveal', { type: 'member', id: member.id }, why)
  return { memberId: member.id, name: member.name, email: member.email, mobile: member.mobile }
}

/** Invites a person of the pool to an open notice: once per notice, mailed by a job. */
export async function invite(ctx: PoolContext, poolId: string, studyId: number): Promise<{ invitedAt: string }> {
  const member = await poolMember(ctx.db, ctx.secret, poolId)
  const study = await ctx.db
    .selectFrom('studies')
    .select(['id', 'closed_yn', 'recruit_start', 'recruit_end', 'published_yn'])
    .where('id', '=', studyId)
    .executeTakeFirst()
  if (!study) throw new AppError(404, 'STUDY_NOT_FOUND', `No study ${studyId}`)
  if (study.published_yn !== 'Y' || statusOf(study, seoulToday(ctx.now)) !== 'open') {
    throw new AppError(409, 'INVITATION_REFUSED', 'Only a notice open for applications takes invitations')
  }
  const contact = await isReachable(ctx.db, member.id, ctx.now.toISOString())
  if (contact.paused) throw new AppError(409, 'CONTACT_PAUSED', 'This person has paused all contact')
  if (!contact.verified)
    throw new AppError(409, 'EMAIL_UNVERIFIED', 'This person has not confirmed their e-mail address')
  const at = ctx.now.toISOString()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('invitations')
        .values({ study_id: studyId, member_id: member.id, staff_id: ctx.session.staff.staffId, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      await enqueueJob(
        trx,
        { kind: INVITATION_MAIL, key: `${INVITATION_MAIL}:${row.id}`, payload: { invitationId: row.id } },
        ctx.now,
      )
    })
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'ALREADY_INVITED', 'This person was already invited to this notice')
    throw error
  }
  await log(ctx, 'pool.invite', { type: 'member', id: member.id })
  ctx.wakeJobs()
  return { invitedAt: at }
}

/** The invitation's mail, in the member's language, with a link to the notice. */
export async function invitationMailData(db: Db, secret: string | undefined, invitationId: number) {
  const found = await db
    .selectFrom('invitations as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .select(['i.study_id', 'i.member_id', 'm.name', 'm.email', 'm.locale', 'm.personal'])
    .where('i.id', '=', invitationId)
    .executeTakeFirst()
  const [row] = found ? await openMemberRows(db, secret, [found]) : []
  if (!row) return undefined
  const locale = row.locale as Locale
  const texts = await db
    .selectFrom('study_texts')
    .select(['locale', 'title'])
    .where('study_id', '=', row.study_id)
    .where('locale', 'in', [locale, 'kr'])
    .execute()
  const title = (texts.find((text) => text.locale === locale) ?? texts[0])?.title ?? ''
  return { ...row, locale, title }
}
