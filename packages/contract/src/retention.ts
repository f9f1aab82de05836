import { z } from 'zod'

/** How long a non-member's application is kept after its study's recruitment ends, unless set otherwise. */
export const APPLICATION_RETENTION_MONTHS_DEFAULT = 12

/**
 * How long the access log keeps its rows before they move to signed archive files: 2 years, the least
 * that Korea's standard of safety measures asks of a processor of sensitive (health) data.
 */
export const ACCESS_LOG_RETENTION_MONTHS_DEFAULT = 24

/** The signed token of the withdrawal link in a non-member's confirmation mail: the application id and its HMAC. */
export const GuestWithdrawalRequestSchema = z.object({
  token: z
    .string()
    .max(60)
    .regex(/^\d{1,12}\.[\w-]{27}$/),
})
export type GuestWithdrawalRequest = z.infer<typeof GuestWithdrawalRequestSchema>

/** `POST /api/{x}/recruit/withdraw/check`: what the link would withdraw, shown before the applicant confirms. */
export const GuestWithdrawalPreviewResponseSchema = z.object({
  data: z.object({ studyTitle: z.string(), appliedOn: z.string() }),
})
export type GuestWithdrawalPreviewResponse = z.infer<typeof GuestWithdrawalPreviewResponseSchema>
