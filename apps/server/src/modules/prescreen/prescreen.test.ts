import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withPlugin } from '../../db/database.js'
import { createTestApp } from '../../test/test-app.js'
import {
  applyAndConfirm,
  buildApplication,
  confirmGuestApplication,
  newestConfirmationToken,
  postGuestApplication,
} from '../applications/applications.factory.js'
import { memberWithSession } from '../members/members.factory.js'
import { staffWithSession } from '../staff/staff.factory.js'
import { createTestStudy } from '../studies/studies.factory.js'
import { buildQuestions, saveQuestionnaire, texts } from './prescreen.factory.js'
import { prescreenReview, prescreenReviews } from './prescreen.service.js'

// 10:00 on 15 June 2026 in Seoul.
const T0 = new Date('2026-06-15T01:00:00Z')

const FINE = { anticoag: 'no', smoker: 'never', conditions: ['none'], last_dose: '2026-01-10' }

describe('pre-screening questionnaires', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>
  let coordinator: Awaited<ReturnType<typeof staffWithSession>>
  let studyId: number

  beforeAll(async () => {
    app = await createTestApp({ now: () => T0 })
    coordinator = await staffWithSession(app, 'coordinator', '박코디')
    studyId = await createTestStudy(app, { title: '사전 스크리닝 시험' })
  })
  afterAll(() => app.close())

  const staffCall = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = coordinator.headers,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const publicQuestions = (study: number, lang = 'en') =>
    app.inject({ method: 'GET', url: `/api/${lang}/recruit/prescreen?studyId=${study}` })
  const accessRows = (action: string) =>
    app.db.selectFrom('access_log').selectAll().where('action', '=', action).orderBy('seq').execute()

  async function memberApplies(study: number, prescreen: unknown) {
    const member = await memberWithSession(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/en/recruit/writeRegi',
      headers: { 'x-auth-token': member.token },
      payload: { ...buildApplication(study), prescreen },
    })
    return { member, response }
  }
  const applicationId = (response: { json: <T>() => T }) =>
    response.json<{ data: { applicationId: number } }>().data.applicationId

  describe('in the console', () => {
    it('has no questionnaire until one is saved, then saves in place while nobody answered', async () => {
      const study = await createTestStudy(app)
      const none = await staffCall('GET', `/api/admin/notices/${study}/prescreen`)
      expect(none.statusCode, none.body).toBe(200)
      expect(none.json()).toEqual({ data: null })

      const first = await saveQuestionnaire(app, coordinator.headers, study)
      expect(first.version).toBe(1)
      const edited = buildQuestions()
      edited[0] = { ...edited[0]!, text: texts('항응고제를 드시나요?') }
      const second = await saveQuestionnaire(app, coordinator.headers, study, edited, 1)
      // Nobody answered version 1: the same version, changed.
      expect(second).toMatchObject({ versionId: first.versionId, version: 1 })
      const read = await staffCall('GET', `/api/admin/notices/${study}/prescreen`)
      expect(read.json().data).toMatchObject({ version: 1, answered: 0, savedBy: '박코디' })
      expect(read.json().data.questions[0].text.kr).toBe('항응고제를 드시나요?')
      expect((await accessRows('notice.prescreen_save')).filter((r) => r.record_id === String(study))).toHaveLength(2)
    })

    it('refuses a save from an older version (EDIT_CONFLICT), and two saves at once make one version', async () => {
      const study = await createTestStudy(app)
      await saveQuestionnaire(app, coordinator.headers, study)
      const stale = await staffCall('PUT', `/api/admin/notices/${study}/prescreen`, {
        baseVersion: null,
        questions: buildQuestions(),
      })
      expect(stale.statusCode).toBe(409)
      expect(stale.json().error.code).toBe('EDIT_CONFLICT')

      const other = await createTestStudy(app)
      const saves = await Promise.all(
        Array.from({ length: 6 }, () =>
          staffCall('PUT', `/api/admin/notices/${other}/prescreen`, { baseVersion: null, questions: buildQuestions() }),
        ),
      )
      expect(saves.filter((r) => r.statusCode === 200)).toHaveLength(1)
      expect(saves.filter((r) => r.statusCode === 409)).toHaveLength(5)
      const versions = await app.db.selectFrom('prescreen_versions').selectAll().where('study_id', '=', other).execute()
      expect(versions).toHaveLength(1)
    })

    it.each([
      [
        'a text missing in a locale',
        (q: ReturnType<typeof buildQuestions>) => [{ ...q[0]!, text: { ...q[0]!.text, jp: '' } }],
      ],
      [
        'a text with a hidden character',
        (q: ReturnType<typeof buildQuestions>) => [{ ...q[0]!, text: { ...q[0]!.text, en: 'Blood\u202Ethinners?' } }],
      ],
      [
        'a text on two lines',
        (q: ReturnType<typeof buildQuestions>) => [{ ...q[0]!, text: { ...q[0]!.text, kr: '항응고제를\n드시나요?' } }],
      ],
      ['two questions with one key', (q: ReturnType<typeof buildQuestions>) => [q[0]!, { ...q[1]!, key: 'anticoag' }]],
      ['"show only if" on a later question', (q: ReturnType<typeof buildQuestions>) => [q[2]!, q[1]!]],
      [
        '"show only if" on an answer the question cannot have',
        (q: ReturnType<typeof buildQuestions>) => [
          q[1]!,
          { ...q[2]!, showIf: { question: 'smoker', answer: 'sometimes' } },
        ],
      ],
      [
        'a number range upside down',
        (q: ReturnType<typeof buildQuestions>) => [{ ...q[2]!, showIf: null, min: 50, max: 10 }],
      ],
      ['an unknown kind', (q: ReturnType<typeof buildQuestions>) => [{ ...q[0]!, kind: 'free_text' }]],
      [
        'a single choice with one option',
        (q: ReturnType<typeof buildQuestions>) => [
          { ...q[1]!, options: [q[1]!.kind === 'single' ? q[1]!.options[0] : null] },
        ],
      ],
    ])('refuses %s', async (_name, change) => {
      const response = await staffCall('PUT', `/api/admin/notices/${studyId}/prescreen`, {
        baseVersion: null,
        questions: change(buildQuestions()),
      })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    })

    it('refuses anonymous callers, members, and unknown notices', async () => {
      const member = await memberWithSession(app)
      const callers: Record<string, string>[] = [
        {},
        { 'x-auth-token': member.token },
        { 'x-staff-token': member.token },
      ]
      for (const headers of callers) {
        const read = await staffCall('GET', `/api/admin/notices/${studyId}/prescreen`, undefined, headers)
        expect(read.statusCode).toBe(401)
        const save = await staffCall(
          'PUT',
          `/api/admin/notices/${studyId}/prescreen`,
          { baseVersion: null, questions: [] },
          headers,
        )
        expect(save.statusCode).toBe(401)
      }
      const unknown = await staffCall('GET', '/api/admin/notices/999999/prescreen')
      expect(unknown.statusCode).toBe(404)
      const bad = await staffCall('GET', '/api/admin/notices/1e0/prescreen')
      expect(bad.statusCode).toBe(400)
    })
  })

  describe('for applicants', () => {
    it('shows the questions in the locale without their rules, and nothing for a notice without questions', async () => {
      const study = await createTestStudy(app)
      expect((await publicQuestions(study)).json()).toEqual({ data: null })
      const { versionId } = await saveQuestionnaire(app, coordinator.headers, study)
      const response = await publicQuestions(study, 'jp')
      expect(response.statusCode).toBe(200)
      const { data } = response.json()
      expect(data.versionId).toBe(versionId)
      expect(data.questions[0]).toEqual({
        key: 'anticoag',
        kind: 'yes_no',
        text: 'Have you taken an anticoagulant in the last 3 months? (ja)',
        showIf: null,
      })
      expect(data.questions[2]).toMatchObject({ unit: 'cigarettes (ja)', min: 1, max: 80, decimals: 0 })
      // The rules stay on the server: the page cannot tell which answer excludes.
      expect(response.body).not.toMatch(/exclude|review|"rule"|"ranges"|"yes":/)
    })

    it('asks nothing of a draft or unknown notice', async () => {
      const draft = await createTestStudy(app, { published_yn: 'N' })
      await saveQuestionnaire(app, coordinator.headers, draft)
      expect((await publicQuestions(draft)).statusCode).toBe(404)
      expect((await publicQuestions(999_999)).statusCode).toBe(404)
    })
  })

  describe('answered with an application', () => {
    let versionId: number
    beforeAll(async () => {
      ;({ versionId } = await saveQuestionnaire(app, coordinator.headers, studyId))
    })

    it('stores a member’s answers sealed, naming the version, with the result of the rules', async () => {
      const { response } = await memberApplies(studyId, {
        versionId,
        answers: { anticoag: 'no', smoker: 'daily', cigarettes: 15, conditions: ['none'], last_dose: '2026-01-10' },
      })
      expect(response.statusCode, response.body).toBe(200)
      // The applicant is told only that the application was received.
      expect(response.body).not.toMatch(/review|exclud|eligible/)
      const row = await app.db
        .selectFrom('applications')
        .select(['prescreen_version_id', 'prescreen_answers', 'prescreen_result'])
        .where('id', '=', applicationId(response))
        .executeTakeFirstOrThrow()
      expect(row.prescreen_version_id).toBe(versionId)
      expect(row.prescreen_result).toBe('review')
      expect(row.prescreen_answers).toMatch(/^enc1:/)
      expect(row.prescreen_answers).not.toContain('cigarettes')
    })

    it('carries a non-member’s answers from the pending application to the confirmed one', async () => {
      const id = await applyAndConfirm(app, {
        ...buildApplication(studyId),
        prescreen: { versionId, answers: { ...FINE, anticoag: 'yes' } },
      })
      const row = await app.db
        .selectFrom('applications')
        .select(['prescreen_version_id', 'prescreen_result'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ prescreen_version_id: versionId, prescreen_result: 'excluded' })
    })

    it.each([
      ['no answers at all', undefined, 400, 'VALIDATION_FAILED'],
      ['a question left out', { anticoag: 'no', smoker: 'never', conditions: ['none'] }, 400, 'VALIDATION_FAILED'],
      ['a number out of its range', { ...FINE, smoker: 'daily', cigarettes: 81 }, 400, 'VALIDATION_FAILED'],
      [
        'a fraction where whole numbers are asked',
        { ...FINE, smoker: 'daily', cigarettes: 2.5 },
        400,
        'VALIDATION_FAILED',
      ],
      ['an answer to a question not shown', { ...FINE, cigarettes: 5 }, 400, 'VALIDATION_FAILED'],
      ['an unknown option', { ...FINE, conditions: ['cancer'] }, 400, 'VALIDATION_FAILED'],
      ['a date in the future', { ...FINE, last_dose: '2026-06-16' }, 400, 'VALIDATION_FAILED'],
      ['a date that is no date', { ...FINE, last_dose: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
      ['an unknown question', { ...FINE, extra: 'yes' }, 400, 'VALIDATION_FAILED'],
    ])('refuses %s, and stores nothing', async (_name, answers, status, code) => {
      const before = await app.db.selectFrom('applications').select('id').where('study_id', '=', studyId).execute()
      const { response } = await memberApplies(studyId, answers === undefined ? undefined : { versionId, answers })
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json().error.code).toBe(code)
      const after = await app.db.selectFrom('applications').select('id').where('study_id', '=', studyId).execute()
      expect(after).toHaveLength(before.length)
    })

    it('refuses answers to another notice’s questionnaire or an old version (PRESCREEN_CHANGED)', async () => {
      const other = await createTestStudy(app)
      const otherVersion = await saveQuestionnaire(app, coordinator.headers, other)
      const { response } = await memberApplies(studyId, { versionId: otherVersion.versionId, answers: FINE })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('PRESCREEN_CHANGED')
      const guest = await postGuestApplication(app, {
        ...buildApplication(studyId),
        prescreen: { versionId: otherVersion.versionId, answers: FINE },
      })
      expect(guest.statusCode).toBe(409)
    })

    it('ignores answers sent to a notice that asks no questions', async () => {
      const plain = await createTestStudy(app)
      const { response } = await memberApplies(plain, { versionId, answers: FINE })
      expect(response.statusCode, response.body).toBe(200)
      const row = await app.db
        .selectFrom('applications')
        .select(['prescreen_version_id', 'prescreen_answers'])
        .where('id', '=', applicationId(response))
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ prescreen_version_id: null, prescreen_answers: null })
    })
  })

  describe('in the pipeline', () => {
    let study: number
    let versionId: number
    const ids: Record<string, number> = {}

    beforeAll(async () => {
      study = await createTestStudy(app)
      ;({ versionId } = await saveQuestionnaire(app, coordinator.headers, study))
      const eligible = await memberApplies(study, { versionId, answers: FINE })
      ids.eligible = applicationId(eligible.response)
      const review = await memberApplies(study, { versionId, answers: { ...FINE, conditions: ['none', 'diabetes'] } })
      ids.review = applicationId(review.response)
      // Thirty days back from 15 June is 16 May: within the rule's range.
      const recent = await memberApplies(study, { versionId, answers: { ...FINE, last_dose: '2026-05-16' } })
      ids.recent = applicationId(recent.response)
      ids.excluded = await applyAndConfirm(app, {
        ...buildApplication(study),
        prescreen: { versionId, answers: { ...FINE, anticoag: 'yes', conditions: ['heart'] } },
      })
    })

    const list = (query = '') => staffCall('GET', `/api/admin/notices/${study}/applicants${query}`)
    type Row = {
      applicationId: number
      prescreen: { result: string; deciding: { question: { key: string } }[] } | null
    }

    it('shows each result with the answers that decided it, and logs that answers were shown', async () => {
      const before = (await accessRows('application.prescreen_view')).length
      const response = await list()
      expect(response.statusCode, response.body).toBe(200)
      const rows = response.json<{ dataList: Row[] }>().dataList
      const byId = new Map(rows.map((row) => [row.applicationId, row.prescreen]))
      expect(byId.get(ids.eligible!)).toEqual({ result: 'eligible', deciding: [] })
      expect(byId.get(ids.review!)?.result).toBe('review')
      expect(byId.get(ids.review!)?.deciding.map((d) => d.question.key)).toEqual(['conditions'])
      expect(byId.get(ids.recent!)?.deciding.map((d) => d.question.key)).toEqual(['last_dose'])
      expect(byId.get(ids.excluded!)?.result).toBe('excluded')
      expect(byId.get(ids.excluded!)?.deciding.map((d) => d.question.key)).toEqual(['anticoag', 'conditions'])
      const logged = await accessRows('application.prescreen_view')
      expect(logged).toHaveLength(before + 1)
      expect(logged.at(-1)).toMatchObject({ record_type: 'notice', record_id: String(study), row_count: 3 })
    })

    it('filters and sorts by the result', async () => {
      const review = await list('?prescreen=review')
      expect(
        review
          .json<{ dataList: Row[] }>()
          .dataList.map((r) => r.applicationId)
          .sort(),
      ).toEqual([ids.review!, ids.recent!].sort())
      const none = await list('?prescreen=none')
      expect(none.json<{ dataList: Row[] }>().dataList).toEqual([])
      const sorted = await list('?sort=prescreen&order=asc')
      expect(sorted.json<{ dataList: Row[] }>().dataList.map((r) => r.prescreen?.result)).toEqual([
        'excluded',
        'review',
        'review',
        'eligible',
      ])
      expect((await list('?prescreen=maybe')).statusCode).toBe(400)
    })

    it('shows every answer of one application (logged), and refuses other callers', async () => {
      const before = (await accessRows('application.prescreen_view')).length
      const response = await staffCall('POST', `/api/admin/applications/${ids.review}/prescreen/view`)
      expect(response.statusCode, response.body).toBe(200)
      const { data } = response.json()
      expect(data).toMatchObject({ versionId, version: 1, result: 'review', answeredOn: '2026-06-15' })
      expect(
        data.items.map((i: { question: { key: string }; answer: unknown; rule: unknown }) => [
          i.question.key,
          i.answer,
          i.rule,
        ]),
      ).toEqual([
        ['anticoag', 'no', 'ok'],
        ['smoker', 'never', 'ok'],
        // Not asked of a non-smoker.
        ['cigarettes', null, null],
        ['conditions', ['none', 'diabetes'], 'review'],
        ['last_dose', '2026-01-10', 'ok'],
      ])
      const logged = await accessRows('application.prescreen_view')
      expect(logged).toHaveLength(before + 1)
      expect(logged.at(-1)).toMatchObject({ record_type: 'application', record_id: String(ids.review) })

      const member = await memberWithSession(app)
      const callers: Record<string, string>[] = [{}, { 'x-auth-token': member.token }]
      for (const headers of callers) {
        const refused = await staffCall(
          'POST',
          `/api/admin/applications/${ids.review}/prescreen/view`,
          undefined,
          headers,
        )
        expect(refused.statusCode).toBe(401)
      }
      expect((await staffCall('POST', '/api/admin/applications/999999/prescreen/view')).statusCode).toBe(404)
      expect((await staffCall('POST', '/api/admin/applications/abc/prescreen/view')).statusCode).toBe(400)
    })

    it('keeps old answers readable under the old version after the questionnaire is edited', async () => {
      const edited = buildQuestions().filter((q) => q.key !== 'conditions')
      const first = edited[0]
      if (first?.kind === 'yes_no') edited[0] = { ...first, text: texts('바뀐 질문'), yes: 'review' }
      const saved = await saveQuestionnaire(app, coordinator.headers, study, edited, 1)
      expect(saved.version).toBe(2)
      expect(saved.versionId).not.toBe(versionId)
      expect((await publicQuestions(study)).json().data.versionId).toBe(saved.versionId)

      const old = await staffCall('POST', `/api/admin/applications/${ids.excluded}/prescreen/view`)
      const { data } = old.json()
      expect(data).toMatchObject({ versionId, version: 1, result: 'excluded' })
      expect(data.items[0].question.text.kr).toBe('최근 3개월 안에 항응고제를 복용했나요?')
      expect(data.items.map((i: { question: { key: string } }) => i.question.key)).toContain('conditions')

      // New answers name the new version; answers to the old one are refused now.
      const stale = await memberApplies(study, { versionId, answers: FINE })
      expect(stale.response.json().error.code).toBe('PRESCREEN_CHANGED')
      const { anticoag, smoker, last_dose } = FINE
      const fresh = await memberApplies(study, { versionId: saved.versionId, answers: { anticoag, smoker, last_dose } })
      expect(fresh.response.statusCode, fresh.response.body).toBe(200)
    })

    it('opens the answers of a whole page in two queries, under each row’s own version', async () => {
      const rows = await app.db
        .selectFrom('applications')
        .select(['id', 'prescreen_version_id', 'prescreen_answers'])
        .where('study_id', 'in', [study, studyId])
        .orderBy('id')
        .execute()
      // Answers under both versions, and rows without answers.
      expect(new Set(rows.map((row) => row.prescreen_version_id)).size).toBeGreaterThanOrEqual(3)
      const one = await Promise.all(rows.map((row) => prescreenReview(app.db, app.config.appSecret, row)))
      let statements = 0
      const counted = withPlugin(app.db, {
        transformQuery: ({ node }) => {
          statements++
          return node
        },
        transformResult: ({ result }) => Promise.resolve(result),
      })
      const page = await prescreenReviews(counted, app.config.appSecret, rows)
      expect(page).toEqual(one)
      expect(page.filter((review) => review !== null).length).toBeGreaterThanOrEqual(6)
      expect(statements).toBe(2)
    })

    it('moves applications in bulk to prescreen_passed from the filtered list', async () => {
      const response = await staffCall('POST', `/api/admin/notices/${study}/applicants/status`, {
        status: 'prescreen_passed',
        applicationIds: [ids.eligible],
        notify: false,
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().changed).toEqual([ids.eligible])
    })
  })

  it('a guest whose link expires leaves no answers behind', async () => {
    const study = await createTestStudy(app)
    const { versionId } = await saveQuestionnaire(app, coordinator.headers, study)
    const response = await postGuestApplication(app, {
      ...buildApplication(study),
      prescreen: { versionId, answers: FINE },
    })
    expect(response.statusCode).toBe(200)
    const token = newestConfirmationToken(app)
    const pending = await app.db
      .selectFrom('pending_applications')
      .select(['prescreen_version_id', 'prescreen_result'])
      .where('study_id', '=', study)
      .executeTakeFirstOrThrow()
    expect(pending).toEqual({ prescreen_version_id: versionId, prescreen_result: 'eligible' })
    // Answered, even if only pending: a later edit makes a new version.
    const read = await staffCall('GET', `/api/admin/notices/${study}/prescreen`)
    expect(read.json().data.answered).toBe(1)
    expect((await confirmGuestApplication(app, token)).statusCode).toBe(200)
  })
})
