import { z } from 'zod'

/**
 * A database id in a path or query string: plain decimal digits only, so that `1e0`,
 * `0x2` or ` 1 ` are bad input rather than another id.
 */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'id')
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, 'id'))
