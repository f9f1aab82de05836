import { OkResponseSchema } from '@ctc/contract/auth'
import {
  type ConsoleSettings,
  ConsoleSettingsResponseSchema,
  ConsoleSettingsSchema,
  MyNotificationsSchema,
  type NotifyMode,
} from '@ctc/contract/staff-settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.js'
import { appendAccess } from './access-log.js'
import { currentStaff, requireStaff, STAFF_ERRORS, STAFF_ROUTE } from './staff-guard.js'

// The console's settings (key and value rows) and each staff member's notification choice.

const DEFAULTS: ConsoleSettings = { centerEmail: '', centerMode: 'each' }

export async function readSettings(db: Db): Promise<ConsoleSettings> {
  const rows = await db.selectFrom('console_settings').selectAll().execute()
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]))
  const parsed = ConsoleSettingsResponseSchema.safeParse({ ...DEFAULTS, ...stored })
  return parsed.success ? parsed.data : DEFAULTS
}

async function writeSettings(db: Db, settings: ConsoleSettings, now: Date) {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(settings)) {
      await trx
        .insertInto('console_settings')
        .values({ key, value, updated_at: now.toISOString() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
        .execute()
    }
  })
}

export const consoleSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/me/notifications',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'How I hear of new applications to my notices',
        response: { 200: MyNotificationsSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('staff')
        .select('notify_mode')
        .where('id', '=', currentStaff(request).staff.staffId)
        .executeTakeFirstOrThrow()
      return { mode: row.notify_mode as NotifyMode }
    },
  )

  app.put(
    '/api/admin/me/notifications',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'Chooses a mail per new application, a daily digest, or none',
        body: MyNotificationsSchema,
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await app.db
        .updateTable('staff')
        .set({ notify_mode: request.body.mode, updated_at: app.now().toISOString() })
        .where('id', '=', currentStaff(request).staff.staffId)
        .execute()
      return { result: 'ok' as const }
    },
  )

  app.get(
    '/api/admin/settings',
    {
      onRequest: requireStaff('manageStaff'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'The console settings: the center-wide notification address',
        response: { 200: ConsoleSettingsResponseSchema, ...STAFF_ERRORS },
      },
    },
    async () => readSettings(app.db),
  )

  app.put(
    '/api/admin/settings',
    {
      onRequest: requireStaff('manageStaff'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'Changes the console settings (logged)',
        body: ConsoleSettingsSchema,
        response: { 200: ConsoleSettingsResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const staff = currentStaff(request).staff
      await writeSettings(app.db, request.body, app.now())
      await appendAccess(
        app.db,
        {
          staffId: staff.staffId,
          staffName: staff.name,
          action: 'settings.update',
          recordType: 'settings',
          address: request.ip,
        },
        app.now(),
      )
      return readSettings(app.db)
    },
  )
}
