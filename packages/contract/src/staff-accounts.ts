import { z } from 'zod'
import { requiredText } from './text.js'
import { IdParamSchema } from './record-id.js'
import { StaffRoleSchema, StaffStatusSchema } from './staff-auth.js'
import { EmailSchema } from './volunteer-form.js'

// Staff account management (admins) and the console's home screen.

/** Path parameter of the calls on one staff account: `/api/admin/staff/:staffId/...`. */
export const StaffIdParamsSchema = z.object({ staffId: IdParamSchema })
export type StaffIdParams = z.infer<typeof StaffIdParamsSchema>

/** One staff account in the admin's list. */
export const StaffAccountSchema = z.object({
  staffId: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  status: StaffStatusSchema,
  /** Locked after repeated failed logins; a reset (new set-up link) lifts it. */
  locked: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
})
export type StaffAccount = z.infer<typeof StaffAccountSchema>

/** `GET /api/admin/staff`: every staff account, newest first. */
export const StaffAccountListResponseSchema = z.object({ dataList: z.array(StaffAccountSchema) })
export type StaffAccountListResponse = z.infer<typeof StaffAccountListResponseSchema>

/** `POST /api/admin/staff`: a new account (409 `STAFF_EMAIL_TAKEN` when the e-mail has one). */
export const StaffCreateRequestSchema = z.object({
  email: EmailSchema,
  name: requiredText(50),
  role: StaffRoleSchema,
})
export type StaffCreateRequest = z.infer<typeof StaffCreateRequestSchema>

/**
 * The one-time set-up link of a new or reset account, shown once to the admin, who hands it
 * over (the server does not mail it: staff e-mail may not be set up yet).
 */
export const StaffSetupLinkResponseSchema = z.object({
  staffId: z.number().int(),
  setupLink: z.string(),
  expiresAt: z.string(),
})
export type StaffSetupLinkResponse = z.infer<typeof StaffSetupLinkResponseSchema>

/**
 * `PATCH /api/admin/staff/:staffId`: name or role. An admin cannot change their own role
 * (`SELF_CHANGE_REFUSED`), so the console always keeps an admin.
 */
export const StaffUpdateRequestSchema = z
  .object({
    name: requiredText(50).optional(),
    role: StaffRoleSchema.optional(),
  })
  .refine((value) => value.name !== undefined || value.role !== undefined, { message: 'required' })
export type StaffUpdateRequest = z.infer<typeof StaffUpdateRequestSchema>

// `POST /api/admin/staff/:staffId/disable` ends every session and refuses logins; `/enable`
// undoes it; `/reset` ends every session and answers a new set-up link (password and
// authenticator again). An admin cannot disable their own account (`SELF_CHANGE_REFUSED`).

/** `GET /api/admin/home`: what needs action today. */
export const StaffHomeResponseSchema = z.object({
  /** Questions without an answer. */
  waitingQuestions: z.number().int(),
  /** Published open notices whose recruitment ends within CONSOLE_CLOSING_DAYS (Korea time). */
  closingSoonNotices: z.number().int(),
  /** Member accounts locked after failed logins. */
  lockedMembers: z.number().int(),
  /** Draft notices not yet published. */
  draftNotices: z.number().int(),
})
export type StaffHomeResponse = z.infer<typeof StaffHomeResponseSchema>

/** "Closing soon" on the console's home screen: recruitment ends within this many days. */
export const CONSOLE_CLOSING_DAYS = 7
