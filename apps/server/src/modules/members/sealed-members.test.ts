import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicantIndex, indexPlainApplicants } from '../../crypto/applicant-keys.js'
import { blindIndex, isSealed } from '../../crypto/data-keys.js'
import { insertApplicationOf } from '../applications/applications.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { injectWithToken } from '../../test/inject-with-token.js'
import { createTestApp } from '../../test/test-app.js'
import { confirmPasswordOf, logIn, memberWithSession } from './members.factory.js'
import { MEMBER_LOOKUP_VERSION, memberIndex, reindexMemberLookups, sealPlainMembers } from './members.repository.js'

// Rows written before the member's values were sealed (plain e-mail, name, phone and address in
// their columns, plain applicant columns) are sealed and indexed once at start, and keep working.
describe('members stored before sealing', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('are sealed at start, after which login, find ID, member info and the application rules work', async () => {
    const email = 'legacy.member@example.com'
    const member = await memberWithSession(app, { userId: email, name: '옛회원', mobile: '010-3131-4242' })
    const study = await createTestStudy(app)
    const applicationId = await insertApplicationOf(app, member.id, study)
    // Put the rows back as they were stored before sealing existed.
    await app.db
      .updateTable('members')
      .set({
        email,
        name: '옛회원',
        mobile: '010-3131-4242',
        mobile_digits: '01031314242',
        address: 'Legacy-ro 9',
        personal: null,
      })
      .where('id', '=', member.id)
      .execute()
    await app.db
      .updateTable('applications')
      .set({ applicant_email: email, applicant_name_key: '옛회원', applicant_mobile_digits: '01031314242' })
      .where('id', '=', applicationId)
      .execute()

    expect(await sealPlainMembers(app.db, app.config.appSecret, app.now())).toBe(1)
    expect(await indexPlainApplicants(app.db, app.config.appSecret)).toBe(1)
    // A second start finds nothing left to do.
    expect(await sealPlainMembers(app.db, app.config.appSecret, app.now())).toBe(0)
    expect(await indexPlainApplicants(app.db, app.config.appSecret)).toBe(0)

    const row = await app.db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow()
    expect(isSealed(row.personal ?? '')).toBe(true)
    expect(row).toMatchObject({
      email: memberIndex.email(app.config.appSecret, email),
      name: memberIndex.name(app.config.appSecret, '옛회원'),
      mobile_digits: memberIndex.mobileDigits(app.config.appSecret, '01031314242'),
      mobile: '',
      address: '',
    })
    expect(JSON.stringify(row)).not.toMatch(/legacy|옛회원|3131|Legacy-ro/)
    const application = await app.db
      .selectFrom('applications')
      .select(['applicant_email', 'applicant_name_key', 'applicant_mobile_digits'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow()
    expect(application).toEqual({
      applicant_email: applicantIndex.email(app.config.appSecret, email),
      applicant_name_key: applicantIndex.name(app.config.appSecret, '옛회원'),
      applicant_mobile_digits: applicantIndex.mobileDigits(app.config.appSecret, '01031314242'),
    })

    const login = await logIn(app, email)
    expect(login.statusCode).toBe(200)
    const token = login.json<{ auth: string }>().auth
    await confirmPasswordOf(app, token)
    const found = await app.inject({
      method: 'POST',
      url: '/api/register/findUserId',
      payload: { name: '옛회원', gender: 'M', birth: '1990-03-15', mobile: '010-3131-4242' },
      remoteAddress: '192.0.2.77',
    })
    expect(found.statusCode, found.body).toBe(200)
    const info = await injectWithToken(app, token, { method: 'GET', url: '/api/kr/sbjUser/edit' })
    expect(info.json().user).toMatchObject({ userId: email, name: '옛회원', address: 'Legacy-ro 9' })
  })

  it('indexed by the older lookup rules are indexed again at start, and found however their details are typed', async () => {
    const secret = app.config.appSecret
    const member = await memberWithSession(app, {
      userId: 'old.index@example.com',
      name: '김 민준',
      mobile: '010-5151-6262',
    })
    // The indexes as version 1 made them: the name as typed, the mobile's digits.
    await app.db
      .updateTable('members')
      .set({
        name: blindIndex(secret, 'member-name', '김 민준'),
        mobile_digits: blindIndex(secret, 'member-mobile', '01051516262'),
        lookup_version: 1,
      })
      .where('id', '=', member.id)
      .execute()
    const findId = (name: string, mobile: string) =>
      app.inject({
        method: 'POST',
        url: '/api/register/findUserId',
        payload: { name, gender: 'M', birth: '1990-03-15', mobile },
        remoteAddress: '192.0.2.78',
      })
    expect((await findId('김민준', '+82 10-5151-6262')).statusCode).toBe(404)

    expect(await reindexMemberLookups(app.db, secret)).toBe(1)
    expect(await reindexMemberLookups(app.db, secret)).toBe(0)
    const row = await app.db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      name: memberIndex.name(secret, '김민준'),
      mobile_digits: memberIndex.mobileDigits(secret, '+821051516262'),
      lookup_version: MEMBER_LOOKUP_VERSION,
    })
    for (const [name, mobile] of [
      ['김민준', '+82 10-5151-6262'],
      ['김 민준', '010-5151-6262'],
      ['김민준', '01051516262'],
    ] as const) {
      const found = await findId(name, mobile)
      expect(found.statusCode, `${name} ${mobile}`).toBe(200)
    }
    // The member's own view is as before, the name as typed, and login works.
    const info = await injectWithToken(app, member.token, { method: 'GET', url: '/api/kr/sbjUser/edit' })
    expect(info.json().user).toMatchObject({ name: '김 민준', mobile: '010-5151-6262' })
    expect((await logIn(app, 'old.index@example.com')).statusCode).toBe(200)
  })
})
