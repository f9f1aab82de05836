import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely'
import { translateDatabaseError } from './database-faults.js'

async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw translateDatabaseError(error)
  }
}

/**
 * Wraps a Kysely driver so that (1) a statement failing because the database is unavailable
 * throws DatabaseUnavailableError, whatever the engine, and (2) a failed ROLLBACK never hides
 * the error that caused it. Without (2), SQLite's own rollback after SQLITE_FULL makes Kysely's
 * ROLLBACK fail with "cannot rollback - no transaction is active", and on PostgreSQL a dead
 * connection turns ECONNRESET into "not queryable". A rollback that fails has nothing left to
 * undo: SQLite has rolled back already, and PostgreSQL aborts the transaction of a lost connection.
 */
/**
 * A connection whose statements translate faults. It names the driver's own connection, which the
 * transaction calls get. (A WeakMap from wrapper to connection, one entry per statement, made
 * every wrapper outlive two young-generation collections and be promoted: old-space garbage.)
 */
class TranslatingConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> {
    return translated(() => this.inner.executeQuery<R>(query))
  }

  streamQuery<R>(...args: Parameters<DatabaseConnection['streamQuery']>): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(...args)
  }
}

class FaultTranslatingDriver implements Driver {
  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return translated(() => this.driver.init())
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TranslatingConnection(await translated(() => this.driver.acquireConnection()))
  }

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return connection instanceof TranslatingConnection ? connection.inner : connection
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return translated(() => this.driver.beginTransaction(this.unwrap(connection), settings))
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return translated(() => this.driver.commitTransaction(this.unwrap(connection)))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.rollbackTransaction(this.unwrap(connection))
    } catch {
      // See the class comment: the error being rolled back for is the one that matters.
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.unwrap(connection))
  }

  destroy(): Promise<void> {
    return this.driver.destroy()
  }
}

/** The dialect with its driver wrapped by FaultTranslatingDriver. */
export function withFaultTranslation(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new FaultTranslatingDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  }
}
