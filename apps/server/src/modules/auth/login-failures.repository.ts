import type { Db } from '../../db/database.js'

/** The device of the row that counts an account's failures from every browser without a trusted device token. */
export const UNKNOWN_DEVICES = '*'

export function findLoginFailures(db: Db, subject: string, device: string) {
  return db
    .selectFrom('login_failures')
    .select(['failures', 'last_failed_at'])
    .where('subject', '=', subject)
    .where('device', '=', device)
    .executeTakeFirst()
}

/**
 * Takes the next attempt of an account from unknown devices: counts it as a failure until the
 * password proves right, but only if the count is still the one the caller read. Of several
 * concurrent attempts exactly one gets through; the others answer false.
 */
export async function claimUnknownDeviceAttempt(
  db: Db,
  subject: string,
  readFailures: number | undefined,
  now: string,
): Promise<boolean> {
  if (readFailures === undefined) {
    const inserted = await db
      .insertInto('login_failures')
      .values({ subject, device: UNKNOWN_DEVICES, failures: 1, last_failed_at: now })
      .onConflict((oc) => oc.columns(['subject', 'device']).doNothing())
      .returning('failures')
      .executeTakeFirst()
    return inserted !== undefined
  }
  const updated = await db
    .updateTable('login_failures')
    .set({ failures: readFailures + 1, last_failed_at: now })
    .where('subject', '=', subject)
    .where('device', '=', UNKNOWN_DEVICES)
    .where('failures', '=', readFailures)
    .executeTakeFirst()
  return updated.numUpdatedRows === 1n
}

/** Counts one more attempt from a device token, in one statement; answers the new count. */
export async function addDeviceFailure(db: Db, subject: string, device: string, now: string): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ subject, device, failures: 1, last_failed_at: now })
    .onConflict((oc) =>
      oc.columns(['subject', 'device']).doUpdateSet((eb) => ({
        failures: eb('login_failures.failures', '+', 1),
        last_failed_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow()
  return row.failures
}

/** A right password: the count the attempt was taken from starts again. */
export function clearDeviceFailures(db: Db, subject: string, device: string) {
  return db.deleteFrom('login_failures').where('subject', '=', subject).where('device', '=', device).execute()
}

/** Forgets every count of an account (a new password, the center lifting the delay, a withdrawal). */
export function clearLoginFailures(db: Db, subject: string) {
  return db.deleteFrom('login_failures').where('subject', '=', subject).execute()
}

/**
 * Forgets counts nobody needs any more: those of unknown devices after a quiet day (an account's
 * delay starts again from nothing), and those of device tokens once the tokens have expired.
 */
export function purgeLoginFailures(db: Db, quietSince: string, tokensIssuedBefore: string) {
  return db
    .deleteFrom('login_failures')
    .where((eb) =>
      eb.or([
        eb.and([eb('device', '=', UNKNOWN_DEVICES), eb('last_failed_at', '<', quietSince)]),
        eb('last_failed_at', '<', tokensIssuedBefore),
      ]),
    )
    .execute()
}
