import { CONSENT_VERSION } from '@ctc/contract/consents'
import type { JoinRequest } from '@ctc/contract/register'
import type { VolunteerHealthInput } from '@ctc/contract/volunteer-form'
import type { FastifyInstance } from 'fastify'
import { emailHash } from '../auth/tokens.js'
import { findMemberByEmail, memberIndex } from './members.repository.js'

// Test factories: a valid sign-up, changed only where a test needs it.

export const VALID_PASSWORD = 'Volunteer#2026'

export function buildHealthAnswers(overrides: Partial<VolunteerHealthInput> = {}): VolunteerHealthInput {
  return {
    height: 172,
    weight: 68,
    smokeYn: 'N',
    sickCd: '00',
    sbjCond: '01',
    bloodDonationYn: 'N',
    transfusionYn: 'N',
    trialYn: 'N',
    drugYn: 'N',
    allergyYn: 'N',
    operationPlanYn: 'N',
    pastIllnessYn: 'N',
    supplementYn: 'N',
    alcoholYn: 'N',
    caffeineYn: 'Y',
    abnormalDietYn: 'N',
    exerciseYn: 'N',
    hospitalMealsYn: 'Y',
    contraceptionYn: 'Y',
    complianceYn: 'Y',
    ...overrides,
  }
}

let counter = 0

export function buildJoinRequest(
  member: Partial<JoinRequest['member']> = {},
  rest: Partial<Omit<JoinRequest, 'member'>> = {},
) {
  counter += 1
  return {
    lang: 'kr',
    consents: { privacy: true, sensitive: true, version: CONSENT_VERSION },
    member: {
      userId: `volunteer${counter}@example.com`,
      password: VALID_PASSWORD,
      passwordConfirm: VALID_PASSWORD,
      name: '홍길동',
      gender: 'M',
      birth: '1990-03-15',
      mobile: `010-1234-${String(1000 + counter)}`,
      otherContact: '',
      address: '서울특별시 종로구 창경궁로 185',
      nationality: '대한민국',
      joinPath: '01',
      preferContact1: '01',
      preferContact2: '03',
      preferContact3: '',
      preferContact4: '',
      preferContact5: '',
      sbjTy: '01',
      alwaysApplyYn: 'Y',
      entryMonth: '3',
      ...member,
    },
    profile: buildHealthAnswers(),
    ...rest,
  }
}

/**
 * Signs a member up through the API and answers the request used. Each sign-up comes
 * from an address of its own, so that tests do not share the per-address lookup limit.
 */
export async function signUp(
  app: FastifyInstance,
  member: Partial<JoinRequest['member']> = {},
  health: Parameters<typeof buildHealthAnswers>[0] = {},
) {
  const request = { ...buildJoinRequest(member), profile: buildHealthAnswers(health) }
  const response = await app.inject({
    method: 'POST',
    url: '/api/register/write',
    payload: request,
    remoteAddress: `10.250.${Math.floor(counter / 250) % 250}.${counter % 250}`,
  })
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`)
  return request
}

/** A login through the API; `device` is a device cookie the browser holds (from an earlier answer's `cookies`). */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password = VALID_PASSWORD,
  ip = '10.0.0.1',
  device?: { name: string; value: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(device ? { cookies: { [device.name]: device.value } } : {}),
  })
}

/**
 * Signs a member up and logs in; answers the sign-up, the member's id and e-mail, and the session
 * token. The session has confirmed the password (as My Page asks before member info) unless
 * `confirmed` is false.
 */
export async function memberWithSession(
  app: FastifyInstance,
  member: Partial<JoinRequest['member']> = {},
  { confirmed = true } = {},
) {
  const request = await signUp(app, member)
  const login = await logIn(app, request.member.userId)
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)
  const token = login.json<{ auth: string }>().auth
  if (confirmed) await confirmPasswordOf(app, token)
  const row = await app.db
    .selectFrom('members')
    .select('id')
    .where('email', '=', memberIndex.email(app.config.appSecret, request.member.userId))
    .executeTakeFirstOrThrow()
  return { request, id: row.id, email: request.member.userId, token }
}

/** Confirms the password in the session, as My Page does before member info and the volunteer form. */
export async function confirmPasswordOf(app: FastifyInstance, token: string, password = VALID_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/kr/sbjUser/pwConfirm',
    headers: { 'x-auth-token': token },
    payload: { password },
  })
  if (response.statusCode !== 200) throw new Error(`password confirmation failed: ${response.body}`)
}

/** The tombstone that withdrawal leaves: only the keyed hash of the e-mail and the day. */
export async function insertWithdrawnEmail(app: FastifyInstance, email: string, withdrawnOn: string) {
  await app.db
    .insertInto('withdrawn_emails')
    .values({ email_hash: emailHash(app.config.appSecret, email), withdrawn_on: withdrawnOn })
    .execute()
}

/** The member's row as the server reads it: sealed values opened (the columns hold blind indexes). */
export async function storedMember(app: FastifyInstance, email: string) {
  const member = await findMemberByEmail(app.db, app.config.appSecret, email)
  if (!member) throw new Error(`no member ${email}`)
  return member
}
