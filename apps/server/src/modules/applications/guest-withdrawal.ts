import { timingSafeEqual } from 'node:crypto'
import type { Locale } from '@ctc/contract/locale'
import type { FastifyBaseLogger } from 'fastify'
import { blindIndex, destroyDataKeys, sealedKeyId } from '../../crypto/data-keys.js'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import { deleteVisitsOf } from '../visits/visits.repository.js'

// A non-member withdraws an application through the signed link of the confirmation mail
// (decision 0026): the token is the application's id and an HMAC of it under the app secret,
// so it needs no table, cannot be guessed for another id, and stops working once the
// application is gone.

const PURPOSE = 'guest-application-withdrawal'

export function withdrawalToken(secret: string | undefined, applicationId: number): string {
  return `${applicationId}.${blindIndex(secret, PURPOSE, String(applicationId))}`
}

export function withdrawalLink(publicUrl: string, lang: Locale, secret: string | undefined, applicationId: number) {
  return `${publicUrl}/${lang}/studyinfo/applicationWithdraw?token=${withdrawalToken(secret, applicationId)}`
}

const invalidLink = () =>
  new AppError(404, 'WITHDRAWAL_LINK_INVALID', 'This link does not name an application (any more)')

/** The id the token names, when its signature is right. */
function verifiedId(secret: string | undefined, token: string): number {
  const id = Number(token.slice(0, token.indexOf('.')))
  const expected = Buffer.from(withdrawalToken(secret, id))
  const given = Buffer.from(token)
  if (!Number.isSafeInteger(id) || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw invalidLink()
  return id
}

function findGuestApplication(db: Db, id: number, lang: Locale) {
  return db
    .selectFrom('applications as a')
    .leftJoin('study_texts as t', (join) => join.onRef('t.study_id', '=', 'a.study_id').on('t.locale', '=', lang))
    .leftJoin('study_texts as k', (join) => join.onRef('k.study_id', '=', 'a.study_id').on('k.locale', '=', 'kr'))
    .select(['a.id', 'a.created_at', 'a.snapshot'])
    .select((eb) => eb.fn.coalesce('t.title', 'k.title', eb.val('')).as('title'))
    .where('a.id', '=', id)
    .where('a.member_id', 'is', null)
    .executeTakeFirst()
}

/** What the link would withdraw: the study's title and the day of the application. */
export async function previewGuestWithdrawal(db: Db, secret: string | undefined, token: string, lang: Locale) {
  const row = await findGuestApplication(db, verifiedId(secret, token), lang)
  if (!row) throw invalidLink()
  return { studyTitle: row.title, appliedOn: seoulToday(new Date(row.created_at)) }
}

/** Deletes non-members' applications with their history and data keys; answers how many went. */
export async function deleteGuestApplications(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0
  return db.transaction().execute(async (trx) => {
    const guests = await trx
      .selectFrom('applications')
      .select('id')
      .where('id', 'in', ids)
      .where('member_id', 'is', null)
      .execute()
    await deleteVisitsOf(
      trx,
      guests.map((row) => row.id),
    )
    await trx.deleteFrom('application_events').where('application_id', 'in', ids).execute()
    const removed = await trx
      .deleteFrom('applications')
      .where('id', 'in', ids)
      .where('member_id', 'is', null)
      .returning('snapshot')
      .execute()
    // Crypto-shredding: without its key no copy of the snapshot can be read again.
    const keyIds = removed.map((row) => sealedKeyId(row.snapshot)).filter((id): id is number => id !== undefined)
    await destroyDataKeys(trx, { ids: keyIds })
    return removed.length
  })
}

/** The applicant confirmed on the page: the application and everything in it go at once. */
export async function withdrawGuestApplication(
  db: Db,
  secret: string | undefined,
  token: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const id = verifiedId(secret, token)
  if ((await deleteGuestApplications(db, [id])) === 0) throw invalidLink()
  log.info({ applicationId: id }, 'non-member application withdrawn by its link')
}
