import { z } from 'zod'

/** `GET /api/health`: liveness, the process is up and answers (the database is not asked). */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
})
export type HealthResponse = z.infer<typeof HealthResponseSchema>

/** `GET /api/health/ready`: readiness, the database answers too; otherwise 503 with Retry-After. */
export const ReadinessResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
})
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>
