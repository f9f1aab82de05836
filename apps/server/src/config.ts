import { ACCESS_LOG_RETENTION_MONTHS_DEFAULT, APPLICATION_RETENTION_MONTHS_DEFAULT } from '@ctc/contract/retention'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

// TRUST_PROXY follows Fastify's trustProxy: true/false, a hop count, or addresses.
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value): boolean | number | string => {
    if (value === 'true') return true
    if (value === 'false' || value === '') return false
    if (/^\d+$/.test(value)) return Number(value)
    return value
  })

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString,
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  ANALYTICS_GA_ID: optionalString.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'ANALYTICS_GA_ID must look like G-XXXXXXX')
      .optional(),
  ),
  CHAT_CHANNEL_URL: optionalString.pipe(z.url().optional()),
  APP_SECRET: optionalString.pipe(z.string().min(32, 'APP_SECRET needs 32 characters or more').optional()),
  /** Months a non-member's application is kept after its study's recruitment ends (shown in the privacy policy). */
  APPLICATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(APPLICATION_RETENTION_MONTHS_DEFAULT),
  /** A file that each day's anchor of the access log is appended to, one line each (decision 0030). */
  ACCESS_LOG_ANCHOR_FILE: optionalString,
  /** An address that each day's anchor of the access log is e-mailed to (decision 0030). */
  ACCESS_LOG_ANCHOR_EMAIL: optionalString.pipe(z.email().optional()),
  /** Months the access log keeps a row before the row moves to an archive file (decision 0039); never under 24. */
  ACCESS_LOG_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .min(ACCESS_LOG_RETENTION_MONTHS_DEFAULT, 'ACCESS_LOG_RETENTION_MONTHS must be 24 or more (2 years, PIPA)')
    .max(1200)
    .default(ACCESS_LOG_RETENTION_MONTHS_DEFAULT),
  /** The folder that archives of the access log are written to (default: DATA_DIR/access-log-archive). */
  ACCESS_LOG_ARCHIVE_DIR: optionalString,
  /**
   * Days a finished job (done or cancelled) stays in the job table before the daily upkeep deletes it.
   * At least 14: a schedule queues its period's job under a key (a week's digest), and a key
   * deleted within its period would be queued again.
   */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(14, 'JOB_RETENTION_DAYS must be 14 or more').max(3650).default(30),
  /** `true` serves the OpenAPI document at /api/docs (for development; it maps every call). */
  API_DOCS: z.enum(['true', 'false']).default('false'),
})

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }

export interface Config {
  port: number
  host: string
  database: DatabaseConfig
  dataDir: string
  publicUrl: string
  smtpUrl: string | undefined
  sessionIdleMinutes: number
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL']
  trustProxy: boolean | number | string
  analyticsGaId: string | undefined
  /** The messenger link when the center's identity names none. */
  chatChannelUrl: string | undefined
  appSecret: string | undefined
  apiDocs: boolean
  applicationRetentionMonths: number
  /** Where the access log's daily anchor is written besides the server log: a file (absolute path), an address. */
  accessLogAnchor: { file: string | undefined; email: string | undefined }
  /** Rows older than `retentionMonths` move to signed archive files in `dir` (absolute path), then leave the table. */
  accessLogArchive: { retentionMonths: number; dir: string }
  /** Days a finished job stays in the job table. */
  jobRetentionDays: number
  /** The built web app; the API still runs when it is missing (tests, `npm run dev`). */
  webDistDir: string
}

const here = path.dirname(fileURLToPath(import.meta.url))

/** Parses the environment once; nothing else reads `process.env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'app.db') },
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    analyticsGaId: e.ANALYTICS_GA_ID,
    chatChannelUrl: e.CHAT_CHANNEL_URL,
    appSecret: e.APP_SECRET,
    apiDocs: e.API_DOCS === 'true',
    applicationRetentionMonths: e.APPLICATION_RETENTION_MONTHS,
    accessLogAnchor: {
      file: e.ACCESS_LOG_ANCHOR_FILE === undefined ? undefined : path.resolve(e.ACCESS_LOG_ANCHOR_FILE),
      email: e.ACCESS_LOG_ANCHOR_EMAIL,
    },
    accessLogArchive: {
      retentionMonths: e.ACCESS_LOG_RETENTION_MONTHS,
      dir: path.resolve(e.ACCESS_LOG_ARCHIVE_DIR ?? path.join(dataDir, 'access-log-archive')),
    },
    jobRetentionDays: e.JOB_RETENTION_DAYS,
    webDistDir: path.resolve(here, '../../web/dist'),
  }
}
