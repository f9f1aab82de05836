import { HEALTH_QUESTIONS } from '@ctc/contract/volunteer-form'

/** Who the test volunteer is and how to reach them: the person part of every form. */
export const PERSON = {
  name: '김하늘',
  gender: 'F',
  birth: '1990-03-15',
  mobile: '010-1234-5678',
  otherContact: '',
  address: '서울특별시 종로구',
  nationality: '대한민국',
  joinPath: '01',
  preferContact1: '01',
  preferContact2: '',
  preferContact3: '',
  preferContact4: '',
  preferContact5: '',
  sbjTy: '01',
} as const

// Questions whose 'Y' asks for no details; every other question is answered 'N'.
const YES_WITHOUT_DETAILS = new Set<string>(['hospitalMealsYn', 'contraceptionYn', 'complianceYn'])

/** A complete member form, as the stored profile and the draft hold it. */
export const VOLUNTEER_FORM = {
  email: 'kim@example.com',
  ...PERSON,
  entryMonth: '3',
  height: 165,
  weight: 55,
  smokeYn: 'N',
  sickCd: '00',
  sbjCond: '01',
  ...Object.fromEntries(
    HEALTH_QUESTIONS.map(({ question }) => [question, YES_WITHOUT_DETAILS.has(question) ? 'Y' : 'N']),
  ),
}
