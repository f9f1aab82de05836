import { z } from 'zod'
import { ID_PATTERN, MAX_ROW_ID } from './record-id-rules.js'

export { MAX_ROW_ID, idFromQuery } from './record-id-rules.js'

/** A row id (a study, a file, a question) in a JSON body. */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID)

/**
 * A database id in a path or query string: plain decimal digits only, so that `1e0`,
 * `0x2` or ` 1 ` are bad input rather than another id.
 */
export const IdParamSchema = z.string().regex(ID_PATTERN, 'id').transform(Number).pipe(z.number().max(MAX_ROW_ID, 'id'))
