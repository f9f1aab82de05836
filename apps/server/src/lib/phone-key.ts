import { normalizePhone } from '@ctc/contract/volunteer-form'
import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * A phone number as lookups compare it: E.164, with Korean numbers by default, so that
 * `+82 10-1234-5678`, `010-1234-5678` and `01012345678` are one number. Only for comparing:
 * the number is kept and shown as it was typed. A number that no rule can read keeps its digits.
 */
export function phoneKey(value: string): string {
  return parsePhoneNumberFromString(value, 'KR')?.number ?? normalizePhone(value)
}
