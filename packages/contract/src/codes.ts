import { z } from 'zod'

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

export function isCodeGroup(value: string): value is CodeGroup {
  return (CODE_GROUPS as readonly string[]).includes(value)
}

/**
 * Path parameters of the code-list call. The group is any string here so that
 * an unknown group answers 404 rather than a validation error.
 */
export const CodeListParamsSchema = z.object({
  code: z.string().min(1).max(40),
})

/** One code and its label in the requested locale. */
export const CodeItemSchema = z.object({
  code: z.string(),
  label: z.string(),
})
export type CodeItem = z.infer<typeof CodeItemSchema>

/** A code list, in display order. */
export const CodeListResponseSchema = z.object({
  data: z.array(CodeItemSchema),
})
export type CodeListResponse = z.infer<typeof CodeListResponseSchema>
