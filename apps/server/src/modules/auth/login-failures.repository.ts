import type { Db } from '../../db/database.js'

/** The address of the row that counts an account's failures over every address. */
export const ANY_ADDRESS = '*'

export function findLoginFailures(db: Db, subject: string, address: string) {
  return db
    .selectFrom('login_failures')
    .select(['failures', 'last_failed_at', 'locked_at'])
    .where('subject', '=', subject)
    .where('address', '=', address)
    .executeTakeFirst()
}

/**
 * Takes the next attempt of an account: counts it as a failure until the password
 * proves right, but only if the count is still the one the caller read. Of several
 * concurrent attempts exactly one gets through; the others answer false.
 */
export async function claimAccountAttempt(
  db: Db,
  subject: string,
  readFailures: number | undefined,
  now: string,
): Promise<boolean> {
  if (readFailures === undefined) {
    const inserted = await db
      .insertInto('login_failures')
      .values({ subject, address: ANY_ADDRESS, failures: 1, last_failed_at: now, locked_at: null })
      .onConflict((oc) => oc.columns(['subject', 'address']).doNothing())
      .returning('failures')
      .executeTakeFirst()
    return inserted !== undefined
  }
  const updated = await db
    .updateTable('login_failures')
    .set({ failures: readFailures + 1, last_failed_at: now })
    .where('subject', '=', subject)
    .where('address', '=', ANY_ADDRESS)
    .where('failures', '=', readFailures)
    .executeTakeFirst()
  return updated.numUpdatedRows === 1n
}

/** Counts one more failure of the account from one address, in one statement; answers the new count. */
export async function addAddressFailure(db: Db, subject: string, address: string, now: string) {
  return db
    .insertInto('login_failures')
    .values({ subject, address, failures: 1, last_failed_at: now, locked_at: null })
    .onConflict((oc) =>
      oc.columns(['subject', 'address']).doUpdateSet((eb) => ({
        failures: eb('login_failures.failures', '+', 1),
        last_failed_at: now,
      })),
    )
    .returning(['failures', 'locked_at'])
    .executeTakeFirstOrThrow()
}

export function lockAddress(db: Db, subject: string, address: string, now: string) {
  return db
    .updateTable('login_failures')
    .set({ locked_at: now })
    .where('subject', '=', subject)
    .where('address', '=', address)
    .where('locked_at', 'is', null)
    .execute()
}

/** A right password from an address: the account's count and this address's start again. */
export function clearAfterSuccess(db: Db, subject: string, address: string) {
  return db
    .deleteFrom('login_failures')
    .where('subject', '=', subject)
    .where('address', 'in', [address, ANY_ADDRESS])
    .execute()
}

/** Lifts every lock and count of an account (a new password, or the center unlocking it). */
export function clearLoginFailures(db: Db, subject: string) {
  return db.deleteFrom('login_failures').where('subject', '=', subject).execute()
}
