import { AppError } from '../errors.js'

/**
 * Why the database cannot serve a request just now. These are faults of the
 * surroundings (a restarting server, a full disk), not of the request: the
 * client is told to come back later (503 with Retry-After) and the log says
 * what to fix.
 */
export type DatabaseFault = 'connection' | 'refused' | 'busy' | 'disk-full' | 'read-only' | 'io'

const FAULT_TEXT: Record<DatabaseFault, string> = {
  connection: 'the connection to the database server failed or was lost',
  refused: 'the database server refused the login or the database (check DATABASE_URL)',
  busy: 'the database stayed locked by another connection',
  'disk-full': 'the disk holding the database is full',
  'read-only': 'the database file or its folder is read-only for this process',
  io: 'the database file cannot be read or written (disk error or missing file)',
}

// Seconds a client should wait before trying again: a restart or a lock passes
// quickly, a full or read-only disk needs a person.
const RETRY_AFTER: Record<DatabaseFault, number> = {
  connection: 5,
  refused: 30,
  busy: 2,
  'disk-full': 60,
  'read-only': 60,
  io: 30,
}

// Node socket errors that end or prevent a connection to PostgreSQL.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// pg reports a lost or unusable connection by message only.
const PG_CONNECTION_MESSAGES =
  /Connection terminated|Connection ended|not queryable|timeout exceeded when trying to connect|Client was closed/i

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

/** The fault behind a failed statement, or undefined when the statement itself was at fault. */
export function classifyDatabaseFault(error: unknown): DatabaseFault | undefined {
  if (error instanceof DatabaseUnavailableError) return error.fault
  const code = codeOf(error) ?? ''
  if (code.startsWith('SQLITE_')) {
    if (code === 'SQLITE_FULL') return 'disk-full'
    if (code.startsWith('SQLITE_READONLY')) return 'read-only'
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy'
    if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) return 'io'
    return undefined
  }
  if (NETWORK_CODES.has(code)) return 'connection'
  // SQLSTATE 08: connection exception; 57P01-57P03: the server shuts down, crashed or is starting up;
  // 53300: too many connections; 53100: the server's disk is full.
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return 'connection'
  if (code === '53100') return 'disk-full'
  if (code === '25006') return 'read-only'
  // 28: invalid authorization (wrong user or password); 3D000: no such database.
  if (code.startsWith('28') || code === '3D000') return 'refused'
  if (error instanceof Error && PG_CONNECTION_MESSAGES.test(error.message)) return 'connection'
  return undefined
}

/** A statement that failed because the database is unavailable; answered 503 with Retry-After. */
export class DatabaseUnavailableError extends AppError {
  constructor(
    readonly fault: DatabaseFault,
    cause: unknown,
  ) {
    super(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable, please try again shortly', {
      retryAfterSeconds: RETRY_AFTER[fault],
      cause,
    })
    this.name = 'DatabaseUnavailableError'
  }

  /** One line for the log: what is wrong, and the driver's own code and words. */
  describe(): string {
    const cause = this.cause
    const code = codeOf(cause)
    const message = cause instanceof Error ? cause.message : String(cause)
    return `Database unavailable: ${FAULT_TEXT[this.fault]} (${code ? `${code}: ` : ''}${message})`
  }
}

/** The error to throw for a failed statement: the unavailable kind when it was the database's fault. */
export function translateDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error
  const fault = classifyDatabaseFault(error)
  return fault ? new DatabaseUnavailableError(fault, error) : error
}
