import { CONSOLE_CLOSING_DAYS, StaffHomeResponseSchema, type StaffHomeResponse } from '@ctc/contract/staff-accounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.js'
import { addDays, seoulToday } from '../../lib/seoul-dates.js'
import { requireStaff, STAFF_ERRORS, STAFF_ROUTE } from './staff-guard.js'

const count = async (query: Promise<{ n: number | string } | undefined>) => Number((await query)?.n ?? 0)

/** What needs action today: waiting questions, notices closing soon, locked members, drafts. */
export async function homeCounts(db: Db, now: Date): Promise<StaffHomeResponse> {
  const today = seoulToday(now)
  const [waitingQuestions, closingSoonNotices, lockedMembers, draftNotices] = await Promise.all([
    count(
      db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'waiting')
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('studies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('published_yn', '=', 'Y')
        .where('closed_yn', '=', 'N')
        .where('recruit_start', '<=', today)
        .where('recruit_end', '>=', today)
        .where('recruit_end', '<=', addDays(today, CONSOLE_CLOSING_DAYS))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('locked_at', 'is not', null)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('studies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('published_yn', '=', 'N')
        .executeTakeFirst(),
    ),
  ])
  return { waitingQuestions, closingSoonNotices, lockedMembers, draftNotices }
}

export const staffHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/home',
    {
      onRequest: requireStaff('dailyWork'),
      schema: {
        ...STAFF_ROUTE,
        summary: 'What needs action today',
        response: { 200: StaffHomeResponseSchema, ...STAFF_ERRORS },
      },
    },
    async () => homeCounts(app.db, app.now()),
  )
}
