import { timingSafeEqual } from 'node:crypto'
import type { Locale } from '@ctc/contract/locale'
import { blindIndex } from '../../crypto/data-keys.js'
import { AppError } from '../../errors.js'

// The invitation link (decision 0036): the invitation's id and an HMAC of it under the site's
// secret. It names one invitation row, which names the application; the row holds when the
// link expires, and a new invitation of the same application deletes it, so the older link stops.

const PURPOSE = 'visit-invitation'

export function visitToken(secret: string | undefined, invitationId: number): string {
  return `${invitationId}.${blindIndex(secret, PURPOSE, String(invitationId))}`
}

export function visitLink(publicUrl: string, lang: Locale, secret: string | undefined, invitationId: number): string {
  return `${publicUrl}/${lang}/studyinfo/visitBooking?token=${visitToken(secret, invitationId)}`
}

export const invalidVisitLink = () =>
  new AppError(404, 'VISIT_LINK_INVALID', 'This link does not name a visit invitation (any more)')

/** The invitation id the token names, when its signature is right. */
export function verifiedInvitationId(secret: string | undefined, token: string): number {
  const id = Number(token.slice(0, token.indexOf('.')))
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidVisitLink()
  const expected = Buffer.from(visitToken(secret, id))
  const given = Buffer.from(token)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidVisitLink()
  return id
}
