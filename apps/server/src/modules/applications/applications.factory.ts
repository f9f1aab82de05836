import { CONSENT_VERSION } from '@ctc/contract/consents'
import type { VolunteerFormInput } from '@ctc/contract/volunteer-form'
import type { FastifyInstance } from 'fastify'
import { readNewestMail } from '../../test/test-outbox.js'
import { buildHealthAnswers } from '../members/members.factory.js'
import { applicantKeys } from '../../crypto/applicant-keys.js'
import { memberDataKey, sealJson } from '../../crypto/data-keys.js'
import { findMemberById } from '../members/members.repository.js'
import { statusStep } from './funnel-step.js'

// Test factories: a valid application, changed only where a test needs it.

let counter = 0

export function buildApplicationForm(overrides: Partial<VolunteerFormInput> = {}): VolunteerFormInput {
  counter += 1
  return {
    email: `applicant${counter}@example.com`,
    name: '김지원',
    gender: 'F',
    birth: '1992-05-20',
    mobile: `010-5555-${String(1000 + counter)}`,
    otherContact: '',
    address: '서울특별시 종로구 대학로 101',
    nationality: '대한민국',
    joinPath: '01',
    preferContact1: '01',
    preferContact2: '',
    preferContact3: '',
    preferContact4: '',
    preferContact5: '',
    sbjTy: '01',
    entryMonth: '3',
    ...buildHealthAnswers(),
    ...overrides,
  }
}

export function buildApplication(studyId: number, form: Partial<VolunteerFormInput> = {}) {
  return {
    studyId,
    consents: { privacy: true, sensitive: true, version: CONSENT_VERSION },
    form: buildApplicationForm(form),
  }
}

/** An application row as the applications module stores one, written directly. */
export async function insertApplicationOf(
  app: FastifyInstance,
  memberId: number,
  studyId: number,
  extra: { status?: string; createdAt?: string; snapshot?: string } = {},
) {
  const member = await findMemberById(app.db, app.config.appSecret, memberId)
  if (!member) throw new Error(`no member ${memberId}`)
  const at = extra.createdAt ?? app.now().toISOString()
  const row = await app.db
    .insertInto('applications')
    .values({
      study_id: studyId,
      member_id: memberId,
      locale: 'kr',
      status: extra.status ?? 'received',
      furthest_step: statusStep(extra.status ?? 'received'),
      ...applicantKeys(app.config.appSecret, { ...member, birth: member.birth_date }),
      snapshot:
        extra.snapshot ??
        sealJson(await memberDataKey(app.db, app.config.appSecret, memberId, app.now()), {
          name: member.name,
          email: member.email,
          mobile: member.mobile,
        }),
      consent_version: CONSENT_VERSION,
      privacy_agreed_at: at,
      sensitive_agreed_at: at,
      created_at: at,
      updated_at: at,
      last_activity_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

let guestCount = 0

/** A client address of its own for each non-member application, so tests stay under the per-address limit. */
export function nextGuestAddress(): string {
  guestCount += 1
  return `10.251.${Math.floor(guestCount / 250) % 250}.${guestCount % 250}`
}

/** A non-member's application through the API, from an address of its own. */
export function postGuestApplication(app: FastifyInstance, payload: unknown, lang = 'kr') {
  return app.inject({
    method: 'POST',
    url: `/api/${lang}/recruit/write`,
    payload: payload as object,
    remoteAddress: nextGuestAddress(),
  })
}

/** The token of the confirmation link in the newest mail of the outbox (written quoted-printable). */
export function newestConfirmationToken(app: FastifyInstance): string {
  const mail = readNewestMail(app)
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
  const token = /[?&]token=([\w-]+)/.exec(mail)?.[1]
  if (!token) throw new Error('no confirmation link in the newest mail')
  return token
}

export function confirmGuestApplication(app: FastifyInstance, token: string, lang = 'kr') {
  return app.inject({ method: 'POST', url: `/api/${lang}/recruit/confirm`, payload: { token } })
}

/** A non-member applies and opens the mailed link, as a real applicant does; fails unless both succeed. */
export async function applyAndConfirm(app: FastifyInstance, payload: unknown, lang = 'kr'): Promise<number> {
  const applied = await postGuestApplication(app, payload, lang)
  if (applied.statusCode !== 200) throw new Error(`guest application failed: ${applied.body}`)
  const confirmed = await confirmGuestApplication(app, newestConfirmationToken(app), lang)
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`)
  return confirmed.json<{ data: { applicationId: number } }>().data.applicationId
}

/** A non-member applies and confirms, naming a drug taken (a distinctive health answer). */
export async function applyAsGuestTaking(app: FastifyInstance, studyId: number, email: string, drugName: string) {
  return applyAndConfirm(app, buildApplication(studyId, { email, drugYn: 'Y', drugName, drugLastDate: '2026-10-01' }))
}
