import { z } from 'zod'
import { CodeItemSchema } from './codes.js'
import { PasswordInputSchema } from './password.js'
import { MemberVisitSummarySchema } from './visit-booking.js'
import {
  EntryMonthSchema,
  HealthShape,
  PersonShape,
  VolunteerHealthSchema,
  YesNoSchema,
  refinePreferContact,
} from './volunteer-form.js'

// My Page: member info, the volunteer form and the application history.
// Every call answers only about the member of the session token.

/** `POST /api/{x}/sbjUser/pwConfirm` and `POST /api/register/withdraw`: the current password. */
export const PasswordConfirmRequestSchema = z.object({ password: PasswordInputSchema })
export type PasswordConfirmRequest = z.infer<typeof PasswordConfirmRequestSchema>

/** The member as My Page shows it. The e-mail (`userId`) is the ID and never changes. */
export const MemberInfoSchema = z.object({
  userId: z.string(),
  name: z.string(),
  gender: z.string(),
  birth: z.string(),
  mobile: z.string(),
  otherContact: z.string(),
  address: z.string(),
  nationality: z.string(),
  joinPath: z.string(),
  preferContact1: z.string(),
  preferContact2: z.string(),
  preferContact3: z.string(),
  preferContact4: z.string(),
  preferContact5: z.string(),
  sbjTy: z.string(),
  alwaysApplyYn: z.string(),
  entryMonth: z.string(),
  /** The day the member signed up, YYYY-MM-DD. */
  joinDate: z.string(),
})
export type MemberInfo = z.infer<typeof MemberInfoSchema>

/** `GET /api/{x}/sbjUser/edit`: the member and the code lists the form needs, labelled in `{x}`. */
export const MemberInfoResponseSchema = z.object({
  user: MemberInfoSchema,
  sickList: z.array(CodeItemSchema),
  sbjCondList: z.array(CodeItemSchema),
  sbjTyList: z.array(CodeItemSchema),
  langList: z.array(CodeItemSchema),
})
export type MemberInfoResponse = z.infer<typeof MemberInfoResponseSchema>

/**
 * `POST /api/{x}/sbjUser/edit`: the member's details. There is no e-mail field: the
 * ID cannot be changed, and an e-mail sent anyway is ignored.
 */
export const MemberUpdateRequestSchema = z
  .object({ ...PersonShape, alwaysApplyYn: YesNoSchema, entryMonth: EntryMonthSchema })
  .superRefine(refinePreferContact)
export type MemberUpdateRequest = z.infer<typeof MemberUpdateRequestSchema>
export type MemberUpdateRequestInput = z.input<typeof MemberUpdateRequestSchema>

/**
 * `POST /api/{x}/sbjUser/sbjEdit`: the volunteer profile, the standing form a member keeps for every
 * study (the spec's 'participation application', not an application to one study), with the
 * always-apply flag and the term.
 */
export const VolunteerProfileRequestSchema = z.object({
  /** Y: the member may be contacted about any suitable study ('always'). */
  alwaysApplyYn: YesNoSchema,
  entryMonth: EntryMonthSchema,
  profile: VolunteerHealthSchema,
})
export type VolunteerProfileRequest = z.infer<typeof VolunteerProfileRequestSchema>
export type VolunteerProfileRequestInput = z.input<typeof VolunteerProfileRequestSchema>

/**
 * `GET /api/{x}/sbjUser/sbjEdit` (`data.data`). The stored answers are not re-judged
 * by today's conditional rules on the way out, so a later rule change cannot break reading.
 */
export const VolunteerProfileResponseSchema = z.object({
  data: z.object({
    alwaysApplyYn: z.string(),
    entryMonth: z.string(),
    profile: z.object(HealthShape).nullable(),
    /** When the form was last saved; null before it ever was. */
    updatedAt: z.string().nullable(),
  }),
})
export type VolunteerProfileResponse = z.infer<typeof VolunteerProfileResponseSchema>

/** `POST /api/{lang}/sbjUser/history`: no filter, so the body may be empty; the member is the token's. */
export const HistoryRequestSchema = z.object({}).nullish()

/** One application of the member. The status is set by the center's staff after 'received'. */
export const HistoryItemSchema = z.object({
  applicationId: z.number().int(),
  studyId: z.number().int(),
  /** The notice's title in the requested locale, else in Korean. */
  title: z.string(),
  /** Set when the notice has no text in the requested locale and the title is the Korean one. */
  fallbackLocale: z.literal('kr').nullable(),
  /** The day of the application, YYYY-MM-DD. */
  appliedOn: z.string(),
  status: z.string(),
})
export type HistoryItem = z.infer<typeof HistoryItemSchema>

/** An application in My Page's list, with its screening visit. */
export const HistoryEntrySchema = HistoryItemSchema.extend({
  /** The screening visit the member is invited to book, or has booked; null when neither. */
  visit: MemberVisitSummarySchema.nullable(),
})
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>

export const HistoryResponseSchema = z.object({
  dataList: z.array(HistoryEntrySchema),
  user: z.object({ userId: z.string(), name: z.string() }),
})
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>
