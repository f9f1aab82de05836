import { HealthShape, type VolunteerHealth, YesNoSchema, refineHealth } from '@ctc/contract/volunteer-form'
import type { VolunteerProfileRequest, VolunteerProfileResponse } from '@ctc/contract/my-page'
import { tooLong } from '@ctc/contract/text'
import { z } from 'zod'

/**
 * The volunteer form as one flat form (the shared volunteer-form fields read flat names);
 * it is split into the flag, the term and the profile of the API on submit.
 */
export const VolunteerProfileFormSchema = z
  .object({
    alwaysApplyYn: YesNoSchema,
    entryMonth: z.string().trim().min(1, 'required').max(20, tooLong(20)),
    ...HealthShape,
  })
  .superRefine(refineHealth)
export type VolunteerProfileForm = z.infer<typeof VolunteerProfileFormSchema>
export type VolunteerProfileFormInput = z.input<typeof VolunteerProfileFormSchema>

const EMPTY_HEALTH = Object.fromEntries(Object.keys(HealthShape).map((key) => [key, ''])) as Record<
  keyof typeof HealthShape,
  ''
>

export function formValues(data: VolunteerProfileResponse['data']): VolunteerProfileFormInput {
  return {
    ...EMPTY_HEALTH,
    ...(data.profile ?? {}),
    alwaysApplyYn: data.alwaysApplyYn === 'N' ? 'N' : 'Y',
    entryMonth: data.entryMonth,
  } as VolunteerProfileFormInput
}

export function toRequest(values: VolunteerProfileForm): VolunteerProfileRequest {
  const { alwaysApplyYn, entryMonth, ...profile } = values
  return { alwaysApplyYn, entryMonth, profile: profile satisfies VolunteerHealth }
}
