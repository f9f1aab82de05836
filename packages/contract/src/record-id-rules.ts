// Row ids without Zod: the public notice page reads `?studyId=` before any form loads.
// `record-id.ts` builds the schemas on the same rules and re-exports these.

/** The largest id a row can have: ids are 32-bit integers on both engines. */
export const MAX_ROW_ID = 2_147_483_647

/** A database id as a path or query string writes it: plain decimal digits, no sign, no leading zero. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/

/** The id a URL query value names, or undefined when it names none (the web's pages read `?studyId=`). */
export function idFromQuery(value: string | null): number | undefined {
  if (value === null || !ID_PATTERN.test(value)) return undefined
  const id = Number(value)
  return id <= MAX_ROW_ID ? id : undefined
}
