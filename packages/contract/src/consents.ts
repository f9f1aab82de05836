import { z } from 'zod'

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
