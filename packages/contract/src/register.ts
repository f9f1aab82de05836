import { z } from 'zod'
import { requiredText } from './text.js'
import { ConsentVersionSchema, ConsentsSchema } from './consents.js'
import { LocaleSchema } from './locale.js'
import { NewPasswordShape, PasswordInputSchema, PasswordSchema, refinePasswordConfirm } from './password.js'
import {
  BirthDateSchema,
  EmailSchema,
  EntryMonthSchema,
  GenderSchema,
  PersonShape,
  PhoneSchema,
  VolunteerHealthSchema,
  YesNoSchema,
  refinePreferContact,
} from './volunteer-form.js'

/** `POST /api/register/emailCheck`. */
export const EmailCheckRequestSchema = z.object({ email: EmailSchema })
export const EmailCheckResponseSchema = z.object({ available: z.literal(true) })

/** Sign-up step 1: every Member field of the spec. The e-mail is the ID. */
export const JoinMemberSchema = z
  .object({
    userId: EmailSchema,
    ...NewPasswordShape,
    ...PersonShape,
    // 'Apply any time': the member may be contacted for any suitable study.
    alwaysApplyYn: YesNoSchema.default('Y'),
    entryMonth: EntryMonthSchema,
  })
  .superRefine((value, ctx) => {
    refinePasswordConfirm(value, ctx)
    refinePreferContact(value, ctx)
  })
export type JoinMember = z.infer<typeof JoinMemberSchema>
export type JoinMemberInput = z.input<typeof JoinMemberSchema>

/** `POST /api/register/write`: consents, member info and the volunteer form in one call. */
export const JoinRequestSchema = z.object({
  lang: LocaleSchema,
  consents: ConsentsSchema,
  /**
   * The versions of the consent texts the sign-up page showed (decision 0026). Optional; when
   * given, the sign-up is refused (409 CONSENT_VERSION_OUTDATED) unless they are the ones in effect.
   */
  consentVersions: z.object({ privacy: ConsentVersionSchema, sensitive: ConsentVersionSchema }).optional(),
  member: JoinMemberSchema,
  profile: VolunteerHealthSchema,
})
export type JoinRequest = z.infer<typeof JoinRequestSchema>
export const JoinResponseSchema = z.object({ userId: z.string() })

/** `POST /api/register/findUserId`. */
export const FindUserIdRequestSchema = z.object({
  name: requiredText(50),
  gender: GenderSchema,
  birth: BirthDateSchema,
  mobile: PhoneSchema,
})
export type FindUserIdRequest = z.infer<typeof FindUserIdRequestSchema>
/** The ID partly masked (`data.userId`). */
export const FindUserIdResponseSchema = z.object({ userId: z.string() })

/** `POST /api/register/findUserPwd`: the answer is the same whether or not the details matched. */
export const FindUserPwdRequestSchema = z.object({
  email: EmailSchema,
  name: requiredText(50),
  birth: BirthDateSchema,
  mobile: PhoneSchema,
})
export type FindUserPwdRequest = z.infer<typeof FindUserPwdRequestSchema>

/** `POST /api/register/changePwd`: from an e-mailed link (token) or, logged in, with the current password. */
export const ChangePasswordRequestSchema = z
  .object({
    token: z.string().min(20).max(100).optional(),
    currentPassword: PasswordInputSchema.optional(),
    password: PasswordSchema,
    passwordConfirm: NewPasswordShape.passwordConfirm,
  })
  .superRefine((value, ctx) => {
    refinePasswordConfirm(value, ctx)
    if ((value.token === undefined) === (value.currentPassword === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: 'required' })
    }
  })
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>
