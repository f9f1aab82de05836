import type { Kysely } from 'kysely'

// The counters of the rate limiter (rate-limiter-flexible's own table layout: key,
// points, expire in epoch milliseconds; the library is told the table exists) and the
// failed-login counts per account and per account and address, which replace the
// count-then-write table of the first accounts migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute()

  await db.schema
    .createTable('rate_limiter')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute()
  await db.schema.createIndex('rate_limiter_expire').on('rate_limiter').column('expire').execute()

  // subject: keyed hash of the e-mail typed at login, known or not; address: the
  // client address, or '*' for the account's count over every address.
  await db.schema
    .createTable('login_failures')
    .addColumn('subject', 'varchar(64)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('locked_at', 'varchar(30)')
    .addPrimaryKeyConstraint('login_failures_pk', ['subject', 'address'])
    .execute()
}

// The count-then-write table is not brought back: nothing reads it any more.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute()
  await db.schema.dropTable('rate_limiter').execute()
}
