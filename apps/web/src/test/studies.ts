import type { StudyCard, StudyDetail } from '@ctc/contract/studies'

let nextId = 1

/** A recruitment notice card as the API sends it; override what the test is about. */
export function buildStudyCard(overrides: Partial<StudyCard> = {}): StudyCard {
  const studyId = nextId++
  return {
    studyId,
    title: `Study ${studyId}`,
    fallbackLocale: null,
    sbjCondCd: '01',
    disasesCd: null,
    disasesName: null,
    applyMethod: 'online',
    gender: 'A',
    ageMin: 19,
    ageMax: 45,
    termMonths: 1,
    rewardWon: 500_000,
    recruitStart: '2026-11-01',
    recruitEnd: '2026-12-31',
    status: 'open',
    daysLeft: 30,
    viewCount: 0,
    ...overrides,
  }
}

/** One page of cards with its paging, as the paged lists answer. */
export function studyPage(dataList: StudyCard[]) {
  return { dataList, paging: { cp: 1, pageSize: 10, totalCount: dataList.length, totalPages: 1 } }
}

/** A notice's every field, as `recruit/view` answers; override what the test is about. */
export function buildStudyDetail(overrides: Partial<StudyDetail> = {}): StudyDetail {
  return {
    ...buildStudyCard(),
    cencerCd: null,
    cencerName: null,
    smokerAllowed: false,
    historyRule: 'any',
    heightMin: null,
    heightMax: null,
    weightMin: null,
    weightMax: null,
    bmiMin: null,
    bmiMax: null,
    researchStart: null,
    researchEnd: null,
    phase: '1',
    trialType: 'Phase 1',
    volunteerType: 'Healthy adults',
    targetDisease: '',
    medicalHistory: '',
    professor: 'Dr. Kim',
    trialDrug: 'CTC-101',
    targetPatient: '',
    extraInfo: '',
    detailsHtml: '',
    ...overrides,
  }
}
