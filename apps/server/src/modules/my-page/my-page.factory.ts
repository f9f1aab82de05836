import type { FastifyInstance } from 'fastify'
import { logIn, signUp } from '../members/members.factory.js'
import { createStudy } from '../studies/studies.service.js'

// Test factories of My Page, Q&A and withdrawal: members with a live session, notices, applications.

/** Signs a member up and logs in; answers the sign-up, the member's id and the session token. */
export async function memberWithSession(app: FastifyInstance, member: Parameters<typeof signUp>[1] = {}) {
  const request = await signUp(app, member)
  const login = await logIn(app, request.member.userId)
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)
  const row = await app.db
    .selectFrom('members')
    .select('id')
    .where('email', '=', request.member.userId.toLowerCase())
    .executeTakeFirstOrThrow()
  return { request, id: row.id, token: login.json<{ auth: string }>().auth }
}

export async function createTestStudy(app: FastifyInstance, title: string): Promise<number> {
  const text = (prefix: string) => ({
    title: `${prefix} ${title}`,
    trial_type: '',
    volunteer_type: '',
    target_disease: '',
    medical_history: '',
    professor: '',
    trial_drug: '',
    target_patient: '',
    extra_info: '',
    details_html: '<p>details</p>',
  })
  return createStudy(
    app.db,
    {
      study: {
        sbj_cond_cd: '01',
        disases_cd: null,
        cencer_cd: null,
        apply_method: 'online',
        gender: 'A',
        age_min: null,
        age_max: null,
        smoker_allowed: 'Y',
        history_rule: 'any',
        term_months: null,
        height_min: null,
        height_max: null,
        weight_min: null,
        weight_max: null,
        bmi_min: null,
        bmi_max: null,
        reward_won: null,
        recruit_start: '2026-11-01',
        recruit_end: '2026-12-31',
        research_start: null,
        research_end: null,
        phase: null,
      },
      texts: { kr: text('KR'), en: text('EN') },
      files: [],
    },
    app.now(),
  )
}

/** An application row as the applications module stores one, written directly. */
export async function insertApplicationOf(
  app: FastifyInstance,
  memberId: number,
  studyId: number,
  extra: { status?: string; createdAt?: string; snapshot?: string } = {},
) {
  const member = await app.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow()
  const at = extra.createdAt ?? app.now().toISOString()
  const row = await app.db
    .insertInto('applications')
    .values({
      study_id: studyId,
      member_id: memberId,
      locale: 'kr',
      status: extra.status ?? 'received',
      applicant_email: member.email,
      applicant_name_key: member.name.replace(/\s/g, ''),
      applicant_birth: member.birth_date,
      applicant_mobile_digits: member.mobile_digits,
      snapshot: extra.snapshot ?? JSON.stringify({ name: member.name, email: member.email, mobile: member.mobile }),
      consent_version: '2026-11-22',
      privacy_agreed_at: at,
      sensitive_agreed_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
