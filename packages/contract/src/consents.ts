import { z } from 'zod'
import { requiredText, tooLong } from './text.js'

/** The version of the consent texts, the same at sign-up and with an application; stored with each consent. */
export const CONSENT_VERSION = '2026-11-22'

/**
 * Consent to the collection of personal data and, separately, of sensitive (health) data.
 * Refusing either means no sign-up and no application.
 */
export const ConsentsSchema = z.object({
  privacy: z.literal(true, 'consentRequired'),
  sensitive: z.literal(true, 'consentRequired'),
  version: z.literal(CONSENT_VERSION),
})
export type Consents = z.infer<typeof ConsentsSchema>

// Versioned consents: each kind has versions with an effective date and exact words per locale.

/** The consents a member gives: privacy and sensitive data are required, alerts are optional. */
export const CONSENT_KINDS = ['privacy', 'sensitive', 'alerts'] as const
export const ConsentKindSchema = z.enum(CONSENT_KINDS, 'code')
export type ConsentKind = z.infer<typeof ConsentKindSchema>

/** Without these a member cannot use the site: a new version is agreed to again at the next login. */
export const REQUIRED_CONSENT_KINDS = ['privacy', 'sensitive'] as const satisfies readonly ConsentKind[]
/** These a member may refuse or withdraw at any time. */
export const OPTIONAL_CONSENT_KINDS = ['alerts'] as const satisfies readonly ConsentKind[]

export function isRequiredConsent(kind: ConsentKind): boolean {
  return (REQUIRED_CONSENT_KINDS as readonly ConsentKind[]).includes(kind)
}

/** A version names one text of a kind: letters, digits, dots and dashes (a date such as 2026-11-22 reads best). */
export const ConsentVersionSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(20, tooLong(20))
  .regex(/^[A-Za-z0-9.-]+$/, 'consentVersion')

/** One version of a consent in one locale, with its exact words. */
export const ConsentTextSchema = z.object({
  kind: ConsentKindSchema,
  version: z.string(),
  required: z.boolean(),
  /** From when members are asked to agree to it (ISO 8601). */
  effectiveAt: z.string(),
  title: z.string(),
  text: z.string(),
})
export type ConsentText = z.infer<typeof ConsentTextSchema>

/** `GET /api/{x}/consents/renewal`: the current versions of required consents that the member has not agreed to. */
export const ConsentRenewalResponseSchema = z.object({ dataList: z.array(ConsentTextSchema) })
export type ConsentRenewalResponse = z.infer<typeof ConsentRenewalResponseSchema>

/** `POST /api/{x}/consents/agree`: the versions the member read and agrees to. */
export const ConsentAgreeRequestSchema = z.object({
  agreements: z
    .array(z.object({ kind: ConsentKindSchema, version: ConsentVersionSchema }))
    .min(1)
    .max(CONSENT_KINDS.length)
    .refine((list) => new Set(list.map((a) => a.kind)).size === list.length, 'Each kind once'),
})
export type ConsentAgreeRequest = z.infer<typeof ConsentAgreeRequestSchema>

/** `POST /api/{x}/consents/withdraw`: an optional consent to withdraw (a required one is withdrawn by leaving). */
export const ConsentWithdrawRequestSchema = z.object({
  kind: z.enum(OPTIONAL_CONSENT_KINDS),
})
export type ConsentWithdrawRequest = z.infer<typeof ConsentWithdrawRequestSchema>

/** One agreement in the member's consent history. */
export const ConsentRecordSchema = z.object({
  id: z.number().int(),
  kind: ConsentKindSchema,
  version: z.string(),
  required: z.boolean(),
  agreedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  /** Whether this is the version members are asked to agree to now. */
  current: z.boolean(),
})
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>

/** `GET /api/{x}/consents/history`: every consent the member gave, newest first, and the optional ones not given now. */
export const ConsentHistoryResponseSchema = z.object({
  dataList: z.array(ConsentRecordSchema),
  /** The current optional consents the member has no standing agreement to (may be given on My Page). */
  available: z.array(ConsentTextSchema),
})
export type ConsentHistoryResponse = z.infer<typeof ConsentHistoryResponseSchema>

/** `GET /api/{x}/consents/text?kind=&version=`: the words of one version (the member's own agreements only). */
export const ConsentTextQuerySchema = z.object({ kind: ConsentKindSchema, version: ConsentVersionSchema })
export type ConsentTextQuery = z.infer<typeof ConsentTextQuerySchema>
export const ConsentTextResponseSchema = z.object({ data: ConsentTextSchema })

const ConsentPublishTextSchema = z.object({
  title: requiredText(200),
  text: requiredText(20_000, { multiline: true }),
})

/** The words of a new version in the four locales, as the operator's command reads them from a file. */
export const ConsentPublishTextsSchema = z.object({
  kr: ConsentPublishTextSchema,
  en: ConsentPublishTextSchema,
  cn: ConsentPublishTextSchema,
  jp: ConsentPublishTextSchema,
})
export type ConsentPublishTexts = z.infer<typeof ConsentPublishTextsSchema>
