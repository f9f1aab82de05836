import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countSentMail, readOutboxDecoded } from '../../test/test-outbox.js'
import { createTestApp } from '../../test/test-app.js'
import { buildHealthAnswers, signUp } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { bodyMassIndex } from '@ctc/contract/studies'
import { POOL_COUNT_BOUND, POOL_MAX_PAGE, POOL_PAGE_SIZE } from '@ctc/contract/staff-pool'
import { memberIndex } from '../members/members.repository.js'
import { confirmAddressOf } from '../alerts/alerts.factory.js'

// 10:00 on 15 June 2026 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')

type Entry = {
  poolId: string
  ageBand: number | null
  sex: string | null
  bmiBand: string | null
  smoking: string | null
  invited: boolean
}

describe('volunteer pool', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number
  /** Pool id of each member by label. */
  const pool: Record<string, string> = {}

  // A woman of 25, 170 cm and 60 kg, non-smoker, no history, a healthy volunteer, always applying:
  // each other member differs from her in one value, at or just past an edge of the notice.
  type Member = Parameters<typeof signUp>[1]
  const person = (label: string, member: Member = {}, health: Record<string, unknown> = {}) => ({
    label,
    member: { gender: 'F', birth: '2001-03-01', alwaysApplyYn: 'Y', ...member } satisfies Member,
    health: { height: 170, weight: 60, smokeYn: 'N', sickCd: '00', sbjCond: '01', ...health },
  })
  const people = [
    person('base'),
    person('age 20 today', { birth: '2006-06-15' }),
    person('age 19, 20 tomorrow', { birth: '2006-06-16' }),
    person('age 30, 31 tomorrow', { birth: '1995-06-16' }),
    person('age 31 today', { birth: '1995-06-15' }),
    person('height 160', {}, { height: 160, weight: 55 }),
    person('height 159.9', {}, { height: 159.9, weight: 55 }),
    person('height 180', {}, { height: 180, weight: 70 }),
    person('height 180.1', {}, { height: 180.1, weight: 70 }),
    person('weight 54.9', {}, { weight: 54.9 }),
    person('weight 70.1', {}, { weight: 70.1 }),
    person('bmi 18.5', {}, { weight: 53.5 }),
    person('bmi 18.4', {}, { weight: 53.3 }),
    person('bmi 24.9 rounded', {}, { weight: 72.1 }),
    person('bmi 25.0 rounded', {}, { weight: 72.2 }),
    person('man', { gender: 'M' }),
    person('current smoker', {}, { smokeYn: 'Y', cigarettesPerDay: 10, smokeLastDate: '2026-06-01' }),
    person('former smoker', {}, { smokeYn: 'P', smokeLastDate: '2020-01-01' }),
    person('with history', {}, { sickCd: '01' }),
    person('patient', {}, { sbjCond: '02', disasesCd: '03' }),
    person('not standing', { alwaysApplyYn: 'N' }),
    person('no volunteer form'),
  ]
  const eligible = [
    'base',
    'age 20 today',
    'age 30, 31 tomorrow',
    'height 160',
    'height 180',
    'weight 54.9',
    'weight 70.1',
    'bmi 18.5',
    'bmi 24.9 rounded',
    'former smoker',
    'no volunteer form',
  ]

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    coordinator = await staffWithSession(app, 'coordinator', '풀코디')
    studyId = await createTestStudy(app, {
      title: '풀 시험',
      gender: 'F',
      age_min: 20,
      age_max: 30,
      height_min: 160,
      height_max: 180,
      bmi_min: 18.5,
      bmi_max: 24.9,
      smoker_allowed: 'N',
      history_rule: 'none',
      sbj_cond_cd: '01',
    })
    for (const { label, member, health } of people) {
      const request = await signUp(app, member)
      const row = await app.db
        .selectFrom('members')
        .select(['id', 'pool_id'])
        .where('email', '=', memberIndex.email(app.config.appSecret, request.member.userId.toLowerCase()))
        .executeTakeFirstOrThrow()
      pool[label] = row.pool_id ?? ''
      const answers = { ...buildHealthAnswers(), ...health }
      await app.db
        .updateTable('volunteer_profiles')
        .set({
          height: Number(answers.height),
          weight: Number(answers.weight),
          bmi: bodyMassIndex(Number(answers.height), Number(answers.weight)),
          smoking: String(answers.smokeYn),
          sick_cd: String(answers.sickCd),
          sbj_cond: String(answers.sbjCond),
        })
        .where('member_id', '=', row.id)
        .execute()
      if (label === 'no volunteer form')
        await app.db.deleteFrom('volunteer_profiles').where('member_id', '=', row.id).execute()
    }
  })
  afterAll(() => app.close())

  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: coordinator.headers, payload })
  const labelsOf = (entries: Entry[]) => {
    const byId = Object.fromEntries(Object.entries(pool).map(([label, id]) => [id, label]))
    return entries.map((entry) => byId[entry.poolId]).sort()
  }

  it("returns exactly the standing members a notice's eligibility admits, edges included", async () => {
    const response = await call('/api/admin/pool/search', { studyId })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json<{ dataList: Entry[]; paging: { totalCount: number } }>()
    expect(labelsOf(body.dataList)).toEqual([...eligible].sort())
    expect(body.paging.totalCount).toBe(eligible.length)
    const logged = await app.db.selectFrom('access_log').selectAll().where('action', '=', 'pool.search').execute()
    expect(logged.at(-1)).toMatchObject({ record_type: 'notice', record_id: String(studyId), staff_name: '풀코디' })
  })

  it("applies a notice's weight bounds with their edges, and its open criteria admit everyone else", async () => {
    const weightStudy = await createTestStudy(app, { title: '체중 시험', weight_min: 55, weight_max: 70 })
    const response = await call('/api/admin/pool/search', { studyId: weightStudy })
    expect(response.statusCode, response.body).toBe(200)
    expect(labelsOf(response.json<{ dataList: Entry[] }>().dataList)).toEqual(
      [
        'base',
        'age 20 today',
        'age 19, 20 tomorrow',
        'age 30, 31 tomorrow',
        'age 31 today',
        'height 160',
        'height 159.9',
        'height 180',
        'height 180.1',
        'man',
        'current smoker',
        'former smoker',
        'with history',
        'no volunteer form',
      ].sort(),
    )
  })

  it('stores with a volunteer form the BMI that the public search computes from it', async () => {
    const request = await signUp(app, { alwaysApplyYn: 'N' }, { height: 163.5, weight: 58.2 })
    const row = await app.db
      .selectFrom('volunteer_profiles as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .select(['p.bmi'])
      .where('m.email', '=', memberIndex.email(app.config.appSecret, request.member.userId.toLowerCase()))
      .executeTakeFirstOrThrow()
    expect(row.bmi).toBeCloseTo(21.8, 5)
  })

  it('filters by hand with the same rule, and lists no name, e-mail or phone', async () => {
    const response = await call('/api/admin/pool/search', {
      criteria: { gender: 'A', ageMin: 31, smokerAllowed: true, historyRule: 'any' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json<{ dataList: Entry[] }>()
    expect(labelsOf(body.dataList)).toEqual(['age 31 today'])
    expect(body.dataList[0]).toMatchObject({ ageBand: 30, sex: 'F', bmiBand: 'normal', smoking: 'N', invited: false })
    const text = JSON.stringify((await call('/api/admin/pool/search', { studyId })).json())
    expect(text).not.toMatch(/@example\.com|010-|홍길동/)
  })

  it('reveals one person with a reason and logs it; a reason is required', async () => {
    const poolId = pool.base ?? ''
    expect((await call(`/api/admin/pool/${poolId}/reveal`, {})).statusCode).toBe(400)
    expect((await call(`/api/admin/pool/${poolId}/reveal`, { reason: 'other' })).statusCode).toBe(400)
    const revealed = await call(`/api/admin/pool/${poolId}/reveal`, { reason: 'member_inquiry' })
    expect(revealed.statusCode, revealed.body).toBe(200)
    const contact = revealed.json<{ memberId: number; name: string; email: string; mobile: string }>()
    expect(contact.name).toBe('홍길동')
    expect(contact.email).toMatch(/@example\.com$/)
    const logged = await app.db.selectFrom('access_log').selectAll().where('action', '=', 'pool.reveal').execute()
    expect(logged).toMatchObject([
      { record_type: 'member', record_id: String(contact.memberId), reason: 'member_inquiry', staff_name: '풀코디' },
    ])
    expect((await call('/api/admin/pool/AAAAAAAAAA/reveal', { reason: 'member_inquiry' })).statusCode).toBe(404)
    expect(
      (await call(`/api/admin/pool/${pool['not standing'] ?? ''}/reveal`, { reason: 'member_inquiry' })).statusCode,
    ).toBe(404)
  })

  const memberOf = async (label: string) =>
    (
      await app.db
        .selectFrom('members')
        .select('id')
        .where('pool_id', '=', pool[label] ?? '')
        .executeTakeFirstOrThrow()
    ).id

  it('refuses to invite a person whose address is unconfirmed or who paused contact, and shows both', async () => {
    const unconfirmed = await call(`/api/admin/pool/${pool['height 160'] ?? ''}/invitations`, { studyId })
    expect(unconfirmed.statusCode).toBe(409)
    expect(unconfirmed.json<{ error: { code: string } }>().error.code).toBe('EMAIL_UNVERIFIED')
    const pausedId = await memberOf('height 180')
    await confirmAddressOf(app, pausedId)
    const until = new Date(T0.getTime() + 90 * 86_400_000).toISOString()
    await app.db
      .updateTable('member_contact_preferences')
      .set({ paused_until: until })
      .where('member_id', '=', pausedId)
      .execute()
    const paused = await call(`/api/admin/pool/${pool['height 180'] ?? ''}/invitations`, { studyId })
    expect(paused.statusCode).toBe(409)
    expect(paused.json<{ error: { code: string } }>().error.code).toBe('CONTACT_PAUSED')
    const search = (await call('/api/admin/pool/search', { studyId })).json<{
      dataList: (Entry & { pausedUntil: string | null; emailVerified: boolean })[]
    }>()
    const byPoolId = (label: string) => search.dataList.find((entry) => entry.poolId === pool[label])
    expect(byPoolId('height 180')).toMatchObject({ pausedUntil: until, emailVerified: true })
    expect(byPoolId('height 160')).toMatchObject({ pausedUntil: null, emailVerified: false })
    const logged = await app.db.selectFrom('access_log').select('action').where('action', '=', 'pool.invite').execute()
    expect(logged).toHaveLength(0)
  })

  it('invites a person once per notice, even when ten coordinators click at once, and mails the invitation', async () => {
    const poolId = pool['former smoker'] ?? ''
    await confirmAddressOf(app, await memberOf('former smoker'))
    const before = countSentMail(app)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(`/api/admin/pool/${poolId}/invitations`, { studyId })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)])
    expect(
      answers
        .filter((answer) => answer.statusCode === 409)
        .every((answer) => answer.json<{ error: { code: string } }>().error.code === 'ALREADY_INVITED'),
    ).toBe(true)
    await app.jobs.worker.runDue()
    expect(countSentMail(app)).toBe(before + 1)
    const mail = readOutboxDecoded(app)
    expect(mail).toContain('상시 지원을 선택해 주셔서 새 임상시험을 안내해 드립니다')
    expect(mail).toContain(`/kr/studyinfo/recruitmentView?studyId=${studyId}`)
    const search = (await call('/api/admin/pool/search', { studyId })).json<{ dataList: Entry[] }>()
    expect(search.dataList.find((entry) => entry.poolId === poolId)?.invited).toBe(true)
    const logged = await app.db.selectFrom('access_log').select('action').where('action', '=', 'pool.invite').execute()
    expect(logged).toHaveLength(1)
  })

  it('refuses an invitation to a notice that is not open, and bad input', async () => {
    const closed = await createTestStudy(app, { title: 'Closed', closed_yn: 'Y' })
    await confirmAddressOf(app, await memberOf('base'))
    const refused = await call(`/api/admin/pool/${pool.base ?? ''}/invitations`, { studyId: closed })
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('INVITATION_REFUSED')
    expect((await call('/api/admin/pool/search', {})).statusCode).toBe(400)
    expect((await call('/api/admin/pool/search', { studyId: 999999 })).statusCode).toBe(404)
    expect((await call('/api/admin/pool/search', { criteria: { gender: 'X' } })).statusCode).toBe(400)
    expect((await call('/api/admin/pool/bad-id/reveal', { reason: 'member_inquiry' })).statusCode).toBe(400)
    expect((await app.inject({ method: 'POST', url: '/api/admin/pool/search', payload: { studyId } })).statusCode).toBe(
      401,
    )
  })
})

describe('volunteer pool: the bounded total', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    coordinator = await staffWithSession(app, 'coordinator')
  })
  afterAll(() => app.close())

  /** Standing men of 30 without a volunteer form (open criteria admit them), the later the newer. */
  let made = 0
  const addStanding = async (count: number) => {
    const rows = Array.from({ length: count }, () => {
      const n = made++
      const at = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString()
      const text = `bound-${n}`
      return {
        email: text,
        password_hash: 'x',
        name: text,
        gender: 'M',
        birth_date: '1996-01-01',
        mobile: text,
        mobile_digits: text,
        other_contact: '',
        address: '',
        nationality: 'KR',
        join_path: '',
        prefer_contact_1: '',
        prefer_contact_2: '',
        prefer_contact_3: '',
        prefer_contact_4: '',
        prefer_contact_5: '',
        subject_type: '',
        always_apply_yn: 'Y',
        participation_term: '',
        locale: 'kr',
        role: 'member',
        failed_logins: 0,
        pool_id: `B${String(n).padStart(9, '0')}`,
        created_at: at,
        updated_at: at,
      }
    })
    for (let i = 0; i < rows.length; i += 500)
      await app.db
        .insertInto('members')
        .values(rows.slice(i, i + 500))
        .execute()
  }
  const search = async (page: number, criteria: object = { gender: 'M' }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/pool/search',
      headers: coordinator.headers,
      payload: { criteria, page },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ dataList: Entry[]; paging: Record<string, unknown> }>()
  }
  const exact = (count: number) => ({
    cp: 1,
    pageSize: POOL_PAGE_SIZE,
    totalCount: count,
    totalPages: Math.max(1, Math.ceil(count / POOL_PAGE_SIZE)),
  })

  it('counts exactly up to the bound, then says "the bound or more"; the pages stay right', async () => {
    await addStanding(POOL_COUNT_BOUND - 1)
    expect((await search(1)).paging).toEqual(exact(POOL_COUNT_BOUND - 1))
    await addStanding(1)
    // At the bound the total is still exact.
    expect((await search(1)).paging).toEqual(exact(POOL_COUNT_BOUND))
    await addStanding(2)
    const first = await search(1)
    expect(first.paging).toEqual({ ...exact(POOL_COUNT_BOUND), totalAtLeast: true })
    expect(first.paging.totalPages).toBe(POOL_MAX_PAGE)
    // Newest first: the last one added leads page 1.
    expect(first.dataList[0]?.poolId).toBe(`B${String(made - 1).padStart(9, '0')}`)
    expect(first.dataList).toHaveLength(POOL_PAGE_SIZE)
    const last = await search(POOL_MAX_PAGE)
    expect(last.paging).toMatchObject({ cp: POOL_MAX_PAGE, totalAtLeast: true })
    expect(last.dataList.map((entry) => entry.poolId)).toEqual(
      Array.from({ length: POOL_PAGE_SIZE }, (_, i) => `B${String(made - 951 - i).padStart(9, '0')}`),
    )
    // A criterion that few match is counted exactly.
    expect((await search(1, { gender: 'F' })).paging).toEqual(exact(0))
  })

  it('lists no page beyond the bound: a later page is refused as invalid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/pool/search',
      headers: coordinator.headers,
      payload: { criteria: { gender: 'M' }, page: POOL_MAX_PAGE + 1 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED')
  })
})
