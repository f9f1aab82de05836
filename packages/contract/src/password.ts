import { z } from 'zod'
import { tooLong } from './text.js'

export const PASSWORD_MIN_LENGTH = 9
export const PASSWORD_MAX_LENGTH = 64

/**
 * The spec's password rule, written once for the form and the server: 9 to 64
 * characters combining upper- and lower-case letters, digits and special characters.
 * Messages are keys the web translates (`form:validation.<key>`).
 */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'passwordRule')
  .max(PASSWORD_MAX_LENGTH, 'passwordRule')
  .regex(/[A-Z]/, 'passwordRule')
  .regex(/[a-z]/, 'passwordRule')
  .regex(/[0-9]/, 'passwordRule')
  .regex(/[^A-Za-z0-9]/, 'passwordRule')

/** A password given to be checked (login, confirmation): never judged by the rule, only bounded. */
export const PasswordInputSchema = z
  .string()
  .min(1, 'required')
  .max(PASSWORD_MAX_LENGTH * 4, tooLong(PASSWORD_MAX_LENGTH * 4))

/** A new password and its confirmation, which must match. */
export const NewPasswordShape = {
  password: PasswordSchema,
  passwordConfirm: z
    .string()
    .min(1, 'required')
    .max(PASSWORD_MAX_LENGTH * 4, tooLong(PASSWORD_MAX_LENGTH * 4)),
}

export function refinePasswordConfirm(value: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.passwordConfirm) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'passwordMismatch' })
  }
}

export const NewPasswordSchema = z.object(NewPasswordShape).superRefine(refinePasswordConfirm)
export type NewPassword = z.infer<typeof NewPasswordSchema>
