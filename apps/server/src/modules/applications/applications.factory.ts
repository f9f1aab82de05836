import { APPLICATION_CONSENT_VERSION } from '@ctc/contract/applications'
import type { VolunteerFormInput } from '@ctc/contract/volunteer-form'
import { buildHealthAnswers } from '../members/members.factory.js'

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
    consents: { privacy: true, sensitive: true, version: APPLICATION_CONSENT_VERSION },
    form: buildApplicationForm(form),
  }
}
