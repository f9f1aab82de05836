import { z } from 'zod'
import { tooLong } from './text.js'
import { NewPasswordShape, PasswordInputSchema, refinePasswordConfirm } from './password.js'
import { EmailSchema } from './volunteer-form.js'

// The staff console's accounts and two-factor login. Staff are not members: their
// own table, roles, sessions and header. Every console call sends the staff token in
// STAFF_TOKEN_HEADER; a member's x-auth-token never opens the console, and a staff
// token never opens member routes.

/** The header that carries a staff session token on every `/api/admin/...` call. */
export const STAFF_TOKEN_HEADER = 'x-staff-token'

/** A staff session ends after this many idle minutes… */
export const STAFF_SESSION_IDLE_MINUTES = 15
/** …and this many hours after login, however active. */
export const STAFF_SESSION_ABSOLUTE_HOURS = 8
/** A set-up link (new account or reset) works for this many hours, once. */
export const STAFF_SETUP_LINK_HOURS = 24
/** Minutes between the password step and the code step of a login. */
export const STAFF_LOGIN_CHALLENGE_MINUTES = 5
/** One-time recovery codes given at enrolment. */
export const RECOVERY_CODE_COUNT = 10

/**
 * coordinator: the daily work (notices, Q&A, member support) and the FAQ and home banners;
 * admin: also manages staff accounts, the center's identity and its pages, and publishes the
 * privacy policy and consent texts; privacy_officer: also reads and exports the access log and
 * publishes the privacy policy and consent texts.
 */
export const STAFF_ROLES = ['coordinator', 'admin', 'privacy_officer'] as const
export const StaffRoleSchema = z.enum(STAFF_ROLES)
export type StaffRole = z.infer<typeof StaffRoleSchema>

/** What a role may do; the console hides what the server would refuse. */
export const STAFF_CAPABILITIES = [
  'dailyWork',
  'manageStaff',
  'readAccessLog',
  'editFaqAndBanners',
  'editSiteIdentity',
  'publishPrivacyTexts',
] as const
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number]

const ROLE_CAPABILITIES: Record<StaffRole, readonly StaffCapability[]> = {
  coordinator: ['dailyWork', 'editFaqAndBanners'],
  admin: ['dailyWork', 'manageStaff', 'editFaqAndBanners', 'editSiteIdentity', 'publishPrivacyTexts'],
  privacy_officer: ['dailyWork', 'readAccessLog', 'editFaqAndBanners', 'publishPrivacyTexts'],
}

/** Whether a role has a capability; the server checks the same function. */
export function staffCan(role: StaffRole, capability: StaffCapability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability)
}

/** pending: set-up not finished; active; disabled: cannot log in, sessions ended. */
export const STAFF_STATUSES = ['pending', 'active', 'disabled'] as const
export const StaffStatusSchema = z.enum(STAFF_STATUSES)
export type StaffStatus = z.infer<typeof StaffStatusSchema>

/** The logged-in staff member, as the console's top bar shows them. */
export const StaffIdentitySchema = z.object({
  staffId: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
})
export type StaffIdentity = z.infer<typeof StaffIdentitySchema>

/** A set-up token from the link `/admin/setup#token=…` (43 base64url characters). */
export const SetupTokenSchema = z
  .string()
  .trim()
  .min(20, 'setupLinkInvalid')
  .max(200, 'setupLinkInvalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'setupLinkInvalid')

/** A 6-digit code from the authenticator app (spaces typed between groups are removed). */
export const TotpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'totpCode'))

/**
 * A one-time recovery code as shown at enrolment (`XXXX-XXXX-XXXX-XXXX`, base32);
 * case, spaces and hyphens do not matter.
 */
export const RecoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, 'recoveryCode'))

/** `POST /api/admin/setup/start`: opens a set-up link; answers who it is for. */
export const StaffSetupStartRequestSchema = z.object({ setupToken: SetupTokenSchema })
export type StaffSetupStartRequest = z.infer<typeof StaffSetupStartRequestSchema>
export const StaffSetupStartResponseSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  /** ISO timestamp after which the link no longer works. */
  expiresAt: z.string(),
})
export type StaffSetupStartResponse = z.infer<typeof StaffSetupStartResponseSchema>

/**
 * `POST /api/admin/setup/password`: the new password (member rules, and not one of the
 * 10,000 most common: `PASSWORD_TOO_COMMON`). Answers a new authenticator secret to enrol;
 * calling it again replaces the secret.
 */
export const StaffSetupPasswordRequestSchema = z
  .object({ setupToken: SetupTokenSchema, ...NewPasswordShape })
  .superRefine(refinePasswordConfirm)
export type StaffSetupPasswordRequest = z.infer<typeof StaffSetupPasswordRequestSchema>

/** The authenticator to enrol (RFC 6238: SHA-1, 6 digits, 30-second steps). */
export const TotpEnrolmentSchema = z.object({
  /** `otpauth://totp/…` for apps that take a link. */
  otpauthUri: z.string(),
  /** The base32 secret, for typing into an app by hand. */
  secret: z.string(),
  /** The otpauth URI as a QR code: an SVG image as a `data:image/svg+xml;base64,…` URL, made on the server. */
  qrCodeDataUrl: z.string(),
})
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>

/** `POST /api/admin/setup/totp`: the first code from the app proves the enrolment and finishes set-up. */
export const StaffSetupTotpRequestSchema = z.object({ setupToken: SetupTokenSchema, code: TotpCodeSchema })
export type StaffSetupTotpRequest = z.infer<typeof StaffSetupTotpRequestSchema>

/** The ten recovery codes, shown once; only their hashes are stored. Each works once in place of a code. */
export const StaffSetupTotpResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
})
export type StaffSetupTotpResponse = z.infer<typeof StaffSetupTotpResponseSchema>

/** `POST /api/admin/login`: step 1, e-mail and password. */
export const StaffLoginRequestSchema = z.object({ email: EmailSchema, password: PasswordInputSchema })
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>

/** A short-lived challenge for step 2; it proves the password step, nothing more. */
export const StaffLoginChallengeSchema = z.object({
  challenge: z.string(),
  /** ISO timestamp; after it, start again with the password. */
  expiresAt: z.string(),
})
export type StaffLoginChallenge = z.infer<typeof StaffLoginChallengeSchema>

/**
 * `POST /api/admin/login/code`: step 2, a 6-digit code (`code`) or a recovery code
 * (`recoveryCode`), exactly one. A code is accepted once; a recovery code once ever.
 */
export const StaffLoginCodeRequestSchema = z
  .object({
    challenge: z.string().min(1, 'required').max(200, tooLong(200)),
    code: TotpCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: 'totpCode',
    path: ['code'],
  })
export type StaffLoginCodeRequest = z.infer<typeof StaffLoginCodeRequestSchema>
export type StaffLoginCodeRequestInput = z.input<typeof StaffLoginCodeRequestSchema>

/** A live staff session: the token to send in STAFF_TOKEN_HEADER and when it ends at the latest. */
export const StaffSessionSchema = z.object({
  token: z.string(),
  staff: StaffIdentitySchema,
  /** ISO timestamp of the absolute end (8 hours after login). */
  expiresAt: z.string(),
  idleMinutes: z.number().int(),
  /** Recovery codes not used yet; the console warns when few are left. */
  recoveryCodesLeft: z.number().int(),
})
export type StaffSession = z.infer<typeof StaffSessionSchema>

/** `GET /api/admin/session`: who the token belongs to (401 `UNAUTHENTICATED` when it is not live). */
export const StaffSessionCheckResponseSchema = z.object({
  staff: StaffIdentitySchema,
  expiresAt: z.string(),
  idleMinutes: z.number().int(),
})
export type StaffSessionCheckResponse = z.infer<typeof StaffSessionCheckResponseSchema>

/** `POST /api/admin/me/password`: the current password and a new one; every session of the account ends. */
export const StaffPasswordChangeRequestSchema = z
  .object({ currentPassword: PasswordInputSchema, ...NewPasswordShape })
  .superRefine(refinePasswordConfirm)
export type StaffPasswordChangeRequest = z.infer<typeof StaffPasswordChangeRequestSchema>
