import { z } from 'zod'
import { PasswordInputSchema } from './password.js'
import { EmailSchema } from './volunteer-form.js'

/** `POST /api/auth/login`: the e-mail used as ID and the password. */
export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordInputSchema,
})
export type LoginRequest = z.infer<typeof LoginRequestSchema>

/** The session token (`data.auth`) and the member's name for the top bar. */
export const LoginResponseSchema = z.object({
  auth: z.string(),
  userName: z.string(),
  /** A required consent has a new version: the web asks for it before anything else. */
  consentRenewal: z.boolean().optional(),
})
export type LoginResponse = z.infer<typeof LoginResponseSchema>

/** `GET /api/auth/logined`: whether the token is a live session (`data.data`). */
export const LoginedResponseSchema = z.object({
  data: z.boolean(),
  userName: z.string().optional(),
})
export type LoginedResponse = z.infer<typeof LoginedResponseSchema>

/** A plain acknowledgement. */
export const OkResponseSchema = z.object({ result: z.literal('ok') })
export type OkResponse = z.infer<typeof OkResponseSchema>

/**
 * How long a password confirmation (`sbjUser/pwConfirm`) opens member info and the
 * volunteer form: the server refuses them after it with PASSWORD_CONFIRMATION_REQUIRED,
 * and the web asks again only after it.
 */
export const PASSWORD_CONFIRMATION_MINUTES = 10
