import { z } from 'zod'
import { ConsentVersionSchema } from './consents.js'

// A member's contact choices on My Page: e-mail alerts of new notices that match their volunteer
// profile, a pause of all contact, and the confirmation of their e-mail address. Alerts and
// invitations from the volunteer pool go only to a confirmed address of an unpaused member.

/** How often alerts come: one mail per new notice, or a weekly digest (Monday morning, Korea time). */
export const AlertFrequencySchema = z.enum(['now', 'weekly'])
export type AlertFrequency = z.infer<typeof AlertFrequencySchema>

/** The lengths of a pause, in months. */
export const PAUSE_MONTHS = [3, 6, 12] as const
export const PauseMonthsSchema = z.union([z.literal(3), z.literal(6), z.literal(12)])

/** A confirmation link is good for this long after it is sent. */
export const VERIFICATION_LINK_HOURS = 48
/** A new confirmation mail at most this often per member. */
export const VERIFICATION_RESEND_MINUTES = 10

/** `GET /api/{x}/sbjUser/contact`: the member's contact choices. */
export const ContactPreferencesSchema = z.object({
  alerts: z.boolean(),
  frequency: AlertFrequencySchema,
  /** The end of the pause (ISO time), or null when contact is not paused. */
  pausedUntil: z.string().nullable(),
  emailVerified: z.boolean(),
  /** When the last confirmation link was sent (ISO time), while the address is unconfirmed. */
  verificationSentAt: z.string().nullable(),
})
export type ContactPreferences = z.infer<typeof ContactPreferencesSchema>

/**
 * `POST /api/{x}/sbjUser/contact/alerts`: turns alerts on (an optional consent) or off. Turning
 * them on may name the version of the alerts consent the member read (refused when no longer current).
 */
export const AlertsSettingsRequestSchema = z.object({
  alerts: z.boolean(),
  frequency: AlertFrequencySchema,
  consentVersion: ConsentVersionSchema.optional(),
})
export type AlertsSettingsRequest = z.infer<typeof AlertsSettingsRequestSchema>

/** `POST /api/{x}/sbjUser/contact/pause`: pauses all contact for 3, 6 or 12 months. */
export const PauseRequestSchema = z.object({ months: PauseMonthsSchema })
export type PauseRequest = z.infer<typeof PauseRequestSchema>

/** A signed token from a mailed link (confirmation or unsubscribe). */
export const LinkTokenSchema = z
  .string()
  .min(10)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/)

/** `POST /api/alerts/verify`: confirms the address with the token of the mailed link (no login). */
export const VerifyEmailRequestSchema = z.object({ token: LinkTokenSchema })
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>

/**
 * `POST /api/alerts/unsubscribe?token=…`: RFC 8058 one-click unsubscribe (the mail client posts
 * `List-Unsubscribe=One-Click` as a form); the confirmation page posts the same. No login.
 */
export const UnsubscribeQuerySchema = z.object({ token: LinkTokenSchema })
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>

/** `{"result": "ok"}` with the member's choices after the change. */
export const ContactPreferencesResponseSchema = z.object({ data: ContactPreferencesSchema })
export type ContactPreferencesResponse = z.infer<typeof ContactPreferencesResponseSchema>
