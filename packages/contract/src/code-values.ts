// Code lists without Zod: the public pages read codes from the URL before any form loads.
// `codes.ts` builds the schemas on the same lists and re-exports these.

// Codes of the center's lists that a rule depends on, named where the rule reads them.

/** sickCd: no medical history. */
export const SICK_NONE = '00'
/** sickCd: an illness not in the list, described in sickEtc. */
export const SICK_OTHER = '99'
/** sbjCondCd: healthy volunteer and patient. */
export const HEALTHY_CONDITION = '01'
export const PATIENT_CONDITION = '02'
/** smokeYn of the volunteer form: never smoked, former smoker, current smoker. */
export const NON_SMOKER = 'N'
export const FORMER_SMOKER = 'P'
export const CURRENT_SMOKER = 'Y'

/** The code groups the spec names, served by `GET /api/{lang}/comCd/{code}`. */
export const CODE_GROUPS = [
  'joinPathCd',
  'preferContactCd1',
  'preferContactCd2',
  'preferContactCd3',
  'preferContactCd4',
  'preferContactCd5',
  'langCd',
  'sbjCondCd',
  'smokeYn',
  'sickCd',
  'centerCd',
  'disasesCd',
  'cencerCd',
  'sbjTyCd',
  'entryMonth',
] as const
export type CodeGroup = (typeof CODE_GROUPS)[number]

const PREFER_CONTACT_CODES = ['01', '02', '03', '04', '05'] as const

/**
 * The codes of every list, in display order. The server's reference data gives each a label in
 * four languages; forms accept only these (an unknown code is bad input, never stored).
 */
export const CODE_VALUES = {
  joinPathCd: ['01', '02', '03', '04', '05', '06', '07', '99'],
  preferContactCd1: PREFER_CONTACT_CODES,
  preferContactCd2: PREFER_CONTACT_CODES,
  preferContactCd3: PREFER_CONTACT_CODES,
  preferContactCd4: PREFER_CONTACT_CODES,
  preferContactCd5: PREFER_CONTACT_CODES,
  langCd: ['ko', 'en', 'zh', 'ja', 'vi', 'ru', 'mn', '99'],
  sbjCondCd: [HEALTHY_CONDITION, PATIENT_CONDITION],
  smokeYn: [NON_SMOKER, FORMER_SMOKER, CURRENT_SMOKER],
  sickCd: [SICK_NONE, '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', SICK_OTHER],
  centerCd: ['01', '02', '03', '04'],
  disasesCd: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '99'],
  cencerCd: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '99'],
  sbjTyCd: ['01', '02', '03', '04', '05', '06', '07', '99'],
  entryMonth: ['1', '2', '3', '6', '12'],
} as const satisfies Record<CodeGroup, readonly string[]>
export type CodeValue<G extends CodeGroup> = (typeof CODE_VALUES)[G][number]

export function isCodeGroup(value: string): value is CodeGroup {
  return (CODE_GROUPS as readonly string[]).includes(value)
}

/** Whether `value` is a code of the list `group`. */
export function isCodeOf(group: CodeGroup, value: string): boolean {
  return (CODE_VALUES[group] as readonly string[]).includes(value)
}
