import type { NoticeInputValues, NoticeTextInput } from '@ctc/contract/staff-notices'

// Test factories: a notice as the console's form sends it, and files of each kind.

const text = (title: string, details = ''): NoticeTextInput => ({ title, detailsHtml: details })

/** An online notice for healthy volunteers recruiting around the given day, in Korean and English. */
export function buildNoticeInput(overrides: Partial<NoticeInputValues> = {}): NoticeInputValues {
  return {
    condition: '01',
    diseaseCode: null,
    cancerCode: null,
    applyMethod: 'online',
    gender: 'A',
    ageMin: 19,
    ageMax: 45,
    smokerAllowed: false,
    historyRule: 'any',
    termMonths: 3,
    heightMin: null,
    heightMax: null,
    weightMin: 50,
    weightMax: 90,
    bmiMin: 18.5,
    bmiMax: 27,
    rewardWon: 1_200_000,
    recruitStart: '2026-11-01',
    recruitEnd: '2026-12-31',
    researchStart: null,
    researchEnd: null,
    phase: '1',
    texts: {
      kr: text('건강한 성인 대상 1상 시험', '<p><strong>일정</strong></p>'),
      en: text('Phase 1 in healthy adults'),
      cn: null,
      jp: null,
    },
    ...overrides,
  }
}

/** The first bytes of real files: enough for detection by content. */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  // An OLE compound file (HWP 5) with the HWP signature in its FileHeader stream.
  hwp: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from('HWP Document File'),
    Buffer.alloc(512),
  ]),
  text: Buffer.from('just words, named like a pdf'),
}
