import type { PrescreenQuestion, PrescreenText } from '@ctc/contract/prescreen'
import type { FastifyInstance } from 'fastify'

// Test factories: a notice's questionnaire, as a coordinator saves it.

/** A text in every locale, marked by locale so that a test sees which one it got. */
export function texts(ko: string, en = ko): PrescreenText {
  return { kr: ko, en, cn: `${en} (zh)`, jp: `${en} (ja)` }
}

/**
 * Four questions: an anticoagulant (yes excludes), how many cigarettes (asked only of smokers;
 * 10 or more needs review), conditions (several; heart disease excludes, diabetes needs review)
 * and the last dose of any medicine (within 30 days needs review).
 */
export function buildQuestions(): PrescreenQuestion[] {
  return [
    {
      key: 'anticoag',
      kind: 'yes_no',
      text: texts('최근 3개월 안에 항응고제를 복용했나요?', 'Have you taken an anticoagulant in the last 3 months?'),
      showIf: null,
      yes: 'exclude',
      no: 'ok',
    },
    {
      key: 'smoker',
      kind: 'single',
      text: texts('흡연하시나요?', 'Do you smoke?'),
      showIf: null,
      options: [
        { key: 'never', label: texts('아니요', 'No'), rule: 'ok' },
        { key: 'daily', label: texts('매일', 'Every day'), rule: 'ok' },
      ],
    },
    {
      key: 'cigarettes',
      kind: 'number',
      text: texts('하루에 몇 개비를 피우나요?', 'How many cigarettes a day?'),
      showIf: { question: 'smoker', answer: 'daily' },
      unit: texts('개비', 'cigarettes'),
      min: 1,
      max: 80,
      decimals: 0,
      ranges: [{ min: 10, max: null, rule: 'review' }],
    },
    {
      key: 'conditions',
      kind: 'multiple',
      text: texts('해당하는 질환을 모두 고르세요', 'Choose every condition you have'),
      showIf: null,
      options: [
        { key: 'none', label: texts('없음', 'None'), rule: 'ok' },
        { key: 'diabetes', label: texts('당뇨', 'Diabetes'), rule: 'review' },
        { key: 'heart', label: texts('심장 질환', 'Heart disease'), rule: 'exclude' },
      ],
    },
    {
      key: 'last_dose',
      kind: 'date',
      text: texts('마지막으로 약을 먹은 날은 언제인가요?', 'When did you last take any medicine?'),
      showIf: null,
      ranges: [{ min: 0, max: 30, rule: 'review' }],
    },
  ]
}

/** Saves a questionnaire for a notice through the console's call; answers the saved version. */
export async function saveQuestionnaire(
  app: FastifyInstance,
  headers: Record<string, string>,
  studyId: number,
  questions: PrescreenQuestion[] = buildQuestions(),
  baseVersion: number | null = null,
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/notices/${studyId}/prescreen`,
    headers,
    payload: { baseVersion, questions },
  })
  if (response.statusCode !== 200) throw new Error(`saving the questionnaire failed: ${response.body}`)
  return response.json<{ data: { versionId: number; version: number } }>().data
}
