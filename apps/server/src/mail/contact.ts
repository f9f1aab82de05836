/** The center's contact line, as the spec gives it. */
export const CONTACT_PHONE = '02-741-4221'
