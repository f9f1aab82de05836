import { HealthShape, type VolunteerHealth, YesNoSchema, refineHealth } from '@ctc/contract/volunteer-form'
import type { VolunteerApplicationRequest, VolunteerApplicationResponse } from '@ctc/contract/my-page'
import { z } from 'zod'

/**
 * The volunteer form as one flat form (the shared volunteer-form fields read flat names);
 * it is split into the flag, the term and the profile of the API on submit.
 */
export const VolunteerApplicationFormSchema = z
  .object({
    alwaysApplyYn: YesNoSchema,
    entryMonth: z.string().trim().min(1, 'required').max(20, 'tooLong'),
    ...HealthShape,
  })
  .superRefine(refineHealth)
export type VolunteerApplicationForm = z.infer<typeof VolunteerApplicationFormSchema>
export type VolunteerApplicationFormInput = z.input<typeof VolunteerApplicationFormSchema>

const EMPTY_HEALTH = Object.fromEntries(Object.keys(HealthShape).map((key) => [key, ''])) as Record<
  keyof typeof HealthShape,
  ''
>

export function formValues(data: VolunteerApplicationResponse['data']): VolunteerApplicationFormInput {
  return {
    ...EMPTY_HEALTH,
    ...(data.profile ?? {}),
    alwaysApplyYn: data.alwaysApplyYn === 'N' ? 'N' : 'Y',
    entryMonth: data.entryMonth,
  } as VolunteerApplicationFormInput
}

export function toRequest(values: VolunteerApplicationForm): VolunteerApplicationRequest {
  const { alwaysApplyYn, entryMonth, ...profile } = values
  return { alwaysApplyYn, entryMonth, profile: profile satisfies VolunteerHealth }
}
