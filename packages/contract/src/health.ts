import { z } from 'zod'

/** `GET /api/health`: the process is up and its database answers. */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
})
export type HealthResponse = z.infer<typeof HealthResponseSchema>
