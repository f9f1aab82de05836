import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DatabaseConfig } from '../config.js'
import type { Db } from '../db/database.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    dialect: DatabaseConfig['dialect']
  }
}

/** Shares the Kysely instance and closes it after the last request has finished. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { db: Db; dialect: DatabaseConfig['dialect'] }) => {
    app.decorate('db', options.db)
    app.decorate('dialect', options.dialect)
    app.addHook('onClose', async () => {
      await options.db.destroy()
    })
  },
  { name: 'database' },
)
