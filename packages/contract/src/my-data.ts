import { z } from 'zod'
import { ConsentRecordSchema } from './consents.js'
import { HistoryItemSchema, MemberInfoSchema } from './my-page.js'

// My data: everything the site holds about the member, as one file (PIPA's right to access
// and to portability). Only the member of the session token, after a recent password check.

export const MY_DATA_FORMATS = ['json', 'html'] as const
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number]

/** `GET /api/{x}/sbjUser/myData?format=json|html`: the download. */
export const MyDataQuerySchema = z.object({ format: z.enum(MY_DATA_FORMATS) })
export type MyDataQuery = z.infer<typeof MyDataQuerySchema>

const FormValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()])

/** The JSON file. */
export const MyDataSchema = z.object({
  exportedAt: z.string(),
  member: MemberInfoSchema.extend({ locale: z.string() }),
  volunteerForm: z.object({
    alwaysApplyYn: z.string(),
    entryMonth: z.string(),
    answers: z.record(z.string(), FormValueSchema).nullable(),
    updatedAt: z.string().nullable(),
  }),
  applications: z.array(
    HistoryItemSchema.extend({
      submittedAt: z.string(),
      consentVersion: z.string(),
      /** The form as it was sent with the application. */
      form: z.record(z.string(), FormValueSchema).nullable(),
    }),
  ),
  questions: z.array(
    z.object({
      qnaId: z.number().int(),
      title: z.string(),
      body: z.string(),
      status: z.string(),
      askedAt: z.string(),
      answer: z.string().nullable(),
      answeredAt: z.string().nullable(),
    }),
  ),
  consents: z.array(ConsentRecordSchema),
  /**
   * Alerts on or off and how often, the pause of contact, whether the address is confirmed, and
   * the alerts consent standing (member_contact_preferences and consents).
   */
  contactPreferences: z.record(z.string(), FormValueSchema).nullable(),
  /** The notices the member was alerted to: when the alert was recorded and when its mail went. */
  alertsSent: z.array(
    z.object({ studyId: z.number().int(), title: z.string(), alertedAt: z.string(), mailedAt: z.string().nullable() }),
  ),
})
export type MyData = z.infer<typeof MyDataSchema>
