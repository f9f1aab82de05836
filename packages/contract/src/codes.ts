import { z } from 'zod'
import { type CodeGroup, isCodeOf } from './code-values.js'

export {
  SICK_NONE,
  SICK_OTHER,
  HEALTHY_CONDITION,
  PATIENT_CONDITION,
  NON_SMOKER,
  FORMER_SMOKER,
  CURRENT_SMOKER,
  CODE_GROUPS,
  CODE_VALUES,
  isCodeGroup,
  isCodeOf,
} from './code-values.js'
export type { CodeGroup, CodeValue } from './code-values.js'

/** A code of the list `group`: an empty value is `required`, an unknown one `code`. */
export function codeOf(group: CodeGroup) {
  return z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => isCodeOf(group, value), 'code')
}

/** An optional code of the list `group`: empty, or one of its codes. */
export function optionalCodeOf(group: CodeGroup) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isCodeOf(group, value), 'code')
    .default('')
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
