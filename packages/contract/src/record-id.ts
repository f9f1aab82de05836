import { z } from 'zod'

/** The largest id a row can have: ids are 32-bit integers on both engines. */
export const MAX_ROW_ID = 2_147_483_647

/** A row id (a study, a file, a question) in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID)

/**
 * A database id in a path or query string: plain decimal digits only, so that `1e0`,
 * `0x2` or ` 1 ` are bad input rather than another id.
 */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'id')
  .transform(Number)
  .pipe(z.number().max(MAX_ROW_ID, 'id'))

/** The id a URL query value names, or undefined when it names none (the web's pages read `?studyId=`). */
export function idFromQuery(value: string | null): number | undefined {
  return value === null ? undefined : IdParamSchema.safeParse(value).data
}
