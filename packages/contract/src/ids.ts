import { z } from 'zod'

/** The largest id a row can have: ids are 32-bit integers on both engines. */
export const MAX_ROW_ID = 2_147_483_647

/** A row id (a study, a file, a question) in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID)

/** A row id written in a URL query (`?studyId=12`); anything else is refused, as a missing one is. */
export const QueryIdSchema = z.coerce.number().pipe(RowIdSchema)

/** The id a URL query value names, or undefined when it names none. */
export function idFromQuery(value: string | null): number | undefined {
  return value === null ? undefined : QueryIdSchema.safeParse(value).data
}
