import { z } from 'zod'
import { ConsentsSchema } from './consents.js'
import { RowIdSchema } from './record-id.js'
import { HealthShape, PersonShape, VolunteerFormSchema } from './volunteer-form.js'
import { HistoryItemSchema } from './my-page.js'
import { PagingSchema } from './studies.js'
import { PrescreenAnswersSchema } from './prescreen.js'

/** Status of a new application; the center's staff set the later ones. */
export const APPLICATION_RECEIVED = 'received'

/** `POST /api/{lang}/recruit/write`: a non-member's application, every field typed in. */
export const GuestApplicationRequestSchema = z.object({
  studyId: RowIdSchema,
  consents: ConsentsSchema,
  form: VolunteerFormSchema,
  /**
   * The answers to the notice's pre-screening questions, naming the version answered: required
   * when the notice has questions (PRESCREEN_CHANGED when they changed meanwhile), else ignored.
   */
  prescreen: PrescreenAnswersSchema.nullish(),
})
export type GuestApplicationRequest = z.infer<typeof GuestApplicationRequestSchema>

/**
 * `POST /api/{lang}/recruit/writeRegi`: a member's application. The member is the
 * session's; the e-mail, name, birth date and mobile of the form are replaced by the
 * account's. With `saveToProfile` (which needs a recent password confirmation) the
 * form's other details and health answers also become the member's stored profile.
 */
export const MemberApplicationRequestSchema = GuestApplicationRequestSchema.extend({
  saveToProfile: z.boolean().default(false),
})
export type MemberApplicationRequest = z.infer<typeof MemberApplicationRequestSchema>
export type MemberApplicationRequestInput = z.input<typeof MemberApplicationRequestSchema>

/** How long the link that confirms a non-member's application works. */
export const APPLICATION_CONFIRMATION_HOURS = 24

/**
 * The answer to `POST /api/{lang}/recruit/write`: a link to confirm the application was mailed
 * to the address typed in. It is the same whether or not that address or person applied before,
 * so that it tells no one about another person's applications.
 */
export const GuestApplicationResponseSchema = z.object({
  data: z.object({
    studyId: z.number().int(),
    status: z.literal('confirmation_sent'),
  }),
})
export type GuestApplicationResponse = z.infer<typeof GuestApplicationResponseSchema>

/** `POST /api/{lang}/recruit/confirm`: the token of the mailed link, which makes the application count. */
export const ApplicationConfirmRequestSchema = z.object({
  token: z.string().min(20).max(100),
})
export type ApplicationConfirmRequest = z.infer<typeof ApplicationConfirmRequestSchema>

/**
 * `POST /api/{lang}/recruit/confirm/check` (the token, as for confirming): what the mailed link
 * stands for now, without using it. An expired, unknown or withdrawn link is
 * `CONFIRMATION_LINK_INVALID`; nothing is said about any other application.
 */
export const ApplicationLinkResponseSchema = z.object({
  data: z.object({
    studyId: z.number().int(),
    /** pending: waiting for the button; confirmed: this link has made its application. */
    state: z.enum(['pending', 'confirmed']),
  }),
})
export type ApplicationLinkResponse = z.infer<typeof ApplicationLinkResponseSchema>

/** The answer to a member's application and to a confirmed non-member's one, in `data`. */
export const ApplicationResponseSchema = z.object({
  data: z.object({
    applicationId: z.number().int(),
    studyId: z.number().int(),
    status: z.string(),
    appliedAt: z.string(),
  }),
})
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>

const FormValueSchema = z.union([z.string(), z.number()]).optional()

type StartField = 'email' | keyof typeof PersonShape | 'entryMonth' | keyof typeof HealthShape
const START_FIELDS = ['email', ...Object.keys(PersonShape), 'entryMonth', ...Object.keys(HealthShape)] as StartField[]

/**
 * Starting values of a member's application form: the account's details and the stored
 * health answers, each as stored (a stored answer is not re-validated by today's rules;
 * the form validates what is sent).
 */
export const MemberApplicationStartFormSchema = z.object(
  Object.fromEntries(START_FIELDS.map((field) => [field, FormValueSchema])) as Record<
    StartField,
    typeof FormValueSchema
  >,
)
export type MemberApplicationStartForm = z.infer<typeof MemberApplicationStartFormSchema>

/**
 * `GET /api/{lang}/recruit/writeRegi?studyId=`: the member's stored profile as
 * starting values of the form (fields never stored are absent), and whether the
 * member has already applied to the study.
 */
export const MemberApplicationStartResponseSchema = z.object({
  data: z.object({
    form: MemberApplicationStartFormSchema,
    alreadyApplied: z.boolean(),
  }),
})
export type MemberApplicationStartResponse = z.infer<typeof MemberApplicationStartResponseSchema>

/**
 * `GET /api/{lang}/recruit/myApplication?studyId=`: the logged-in member's own application to a
 * notice, or null. The notice's page asks it in the browser; it is never part of the page's
 * shared HTML or of any cache.
 */
export const MyApplicationResponseSchema = z.object({
  data: z
    .object({
      applicationId: z.number().int(),
      /** The day applied, in Korea (YYYY-MM-DD). */
      appliedOn: z.string(),
    })
    .nullable(),
})
export type MyApplicationResponse = z.infer<typeof MyApplicationResponseSchema>

/** The fields of the form that make up the stored volunteer profile (the health part). */
export const HEALTH_FIELDS = Object.keys(HealthShape) as (keyof typeof HealthShape)[]

/** The name as compared for duplicates: no spaces, lower case. */
export function nameKey(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, '').toLowerCase()
}

/** Applications per page of `POST /api/{lang}/recruit/mylist`. */
export const MY_APPLICATIONS_PAGE_SIZE = 10

/** `POST /api/{lang}/recruit/mylist`: the page (`cp`, from 1); an empty body is the first page. */
export const MyApplicationsRequestSchema = z
  .object({ cp: z.number().int().positive().max(100_000).default(1) })
  .nullish()
  .transform((value) => value ?? { cp: 1 })
export type MyApplicationsRequest = z.infer<typeof MyApplicationsRequestSchema>

/** The member's own applications, newest first, as in the history, with the paging of every list. */
export const MyApplicationsResponseSchema = z.object({
  dataList: z.array(HistoryItemSchema),
  paging: PagingSchema,
})
export type MyApplicationsResponse = z.infer<typeof MyApplicationsResponseSchema>
