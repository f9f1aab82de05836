import { z } from 'zod'
import { tooLong } from './text.js'
import { EmailSchema } from './volunteer-form.js'

// How the center hears of new applications: each staff member chooses for the notices they
// own; the center-wide address (console settings, for admins) chooses for every notice.

/** each: a mail per new application; daily: one digest a day at 8:00 (Korea time); off. */
export const NOTIFY_MODES = ['each', 'daily', 'off'] as const
export const NotifyModeSchema = z.enum(NOTIFY_MODES)
export type NotifyMode = z.infer<typeof NotifyModeSchema>

/** The hour (Korea time) the daily digest goes out, covering the 24 hours before it. */
export const DIGEST_HOUR = 8

/** `GET`/`PUT /api/admin/me/notifications`: the staff member's own choice. */
export const MyNotificationsSchema = z.object({ mode: NotifyModeSchema })
export type MyNotifications = z.infer<typeof MyNotificationsSchema>

/** `GET`/`PUT /api/admin/settings` (admins): the center-wide address and its choice. */
export const ConsoleSettingsSchema = z.object({
  /** '' (or only spaces) for none. A refinement rather than a union with the empty string: a
   *  union's error is generic (and the form resolver reports its first branch), this one says 'email'. */
  centerEmail: z
    .string()
    .trim()
    .max(100, { error: tooLong(100), abort: true })
    .refine((value) => value === '' || EmailSchema.safeParse(value).success, 'email')
    .transform((value) => value.toLowerCase()),
  centerMode: NotifyModeSchema,
})
export type ConsoleSettings = z.infer<typeof ConsoleSettingsSchema>
/** The settings as answered. */
export const ConsoleSettingsResponseSchema = z.object({ centerEmail: z.string(), centerMode: NotifyModeSchema })
