/**
 * Whether a failed statement broke a unique index: SQLite (better-sqlite3) and
 * PostgreSQL (SQLSTATE 23505) say so with different codes.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false
  const { code } = error
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
