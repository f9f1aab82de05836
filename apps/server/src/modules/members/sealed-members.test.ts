import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicantIndex, indexPlainApplicants } from '../../crypto/applicant-keys.js'
import { isSealed } from '../../crypto/data-keys.js'
import { insertApplicationOf } from '../applications/applications.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { injectWithToken } from '../../test/inject-with-token.js'
import { createTestApp } from '../../test/test-app.js'
import { confirmPasswordOf, logIn, memberWithSession } from './members.factory.js'
import { memberIndex, sealPlainMembers } from './members.repository.js'

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
})
