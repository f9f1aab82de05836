import { nameKey } from '@ctc/contract/applications'
import { normalizePhone } from '@ctc/contract/volunteer-form'
import { blindIndex } from './data-keys.js'
import type { Db } from '../db/database.js'

// Who applied is kept in the sealed snapshot. The applicant columns of applications and
// pending_applications hold blind indexes (keyed hashes from the app secret) of the e-mail, the
// name and the mobile digits: the duplicate rules, the staff's same-person check and the
// withdrawal's search by e-mail compare them exactly, and no dead row or WAL record of a
// withdrawn person can be read. The birth date stays plain: alone it names nobody.

export const applicantIndex = {
  // A phone applicant may give no e-mail: it stays empty, which never counts as a duplicate.
  email: (secret: string | undefined, email: string) =>
    email === '' ? '' : blindIndex(secret, 'applicant-email', email.toLowerCase()),
  name: (secret: string | undefined, name: string) => blindIndex(secret, 'applicant-name', nameKey(name)),
  mobileDigits: (secret: string | undefined, digits: string) => blindIndex(secret, 'applicant-mobile', digits),
}

/** The applicant columns of a row, from the person as the form names them. */
export function applicantKeys(
  secret: string | undefined,
  person: { email: string; name: string; birth: string; mobile: string },
) {
  return {
    applicant_email: applicantIndex.email(secret, person.email),
    applicant_name_key: applicantIndex.name(secret, person.name),
    applicant_birth: person.birth,
    applicant_mobile_digits: applicantIndex.mobileDigits(secret, normalizePhone(person.mobile)),
  }
}

/**
 * Replaces plain applicant columns stored before the indexes existed, once, at start. A plain
 * e-mail has an @, an index never does. Answers how many rows changed.
 */
export async function indexPlainApplicants(db: Db, secret: string | undefined): Promise<number> {
  let changed = 0
  for (const table of ['applications', 'pending_applications'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['applicant_email', 'applicant_name_key', 'applicant_mobile_digits'])
      .where('applicant_email', 'like', '%@%')
      .distinct()
      .execute()
    for (const row of rows) {
      const result = await db
        .updateTable(table)
        .set({
          applicant_email: applicantIndex.email(secret, row.applicant_email),
          applicant_name_key: applicantIndex.name(secret, row.applicant_name_key),
          applicant_mobile_digits: applicantIndex.mobileDigits(secret, row.applicant_mobile_digits),
        })
        .where('applicant_email', '=', row.applicant_email)
        .where('applicant_name_key', '=', row.applicant_name_key)
        .where('applicant_mobile_digits', '=', row.applicant_mobile_digits)
        .executeTakeFirst()
      changed += Number(result.numUpdatedRows)
    }
  }
  return changed
}
