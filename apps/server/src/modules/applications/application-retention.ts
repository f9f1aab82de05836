import type { FastifyInstance } from 'fastify'
import { enqueueJob } from '../../jobs/job-queue.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import type { Db } from '../../db/database.js'
import { deleteGuestApplications } from './guest-withdrawal.js'

// Retention (decision 0026): a non-member's application and its data are deleted once its
// study's recruitment ended more than APPLICATION_RETENTION_MONTHS ago. A daily job of the job
// table (decision 0021) does it, so that two processes do it once a day and a restart loses nothing.

const RETENTION = 'application-retention'
const BATCH = 500

/** The last recruitment end whose applications are past keeping on `today`: `months` before it, clamped to the month's end. */
export function retentionCutoff(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 - months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}

/** Deletes the non-members' applications to studies whose recruitment ended before the cutoff; answers the count. */
export async function deleteExpiredGuestApplications(db: Db, now: Date, months: number) {
  const cutoff = retentionCutoff(seoulToday(now), months)
  let deleted = 0
  for (;;) {
    const rows = await db
      .selectFrom('applications as a')
      .innerJoin('studies as s', 's.id', 'a.study_id')
      .select('a.id')
      .where('a.member_id', 'is', null)
      .where('s.recruit_end', '<', cutoff)
      .orderBy('a.id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) break
    deleted += await deleteGuestApplications(
      db,
      rows.map((row) => row.id),
    )
  }
  return { cutoff, deleted }
}

export function registerRetentionJobs(app: FastifyInstance) {
  const { worker } = app.jobs
  const months = app.config.applicationRetentionMonths
  // Looked at hourly; queued once per Korean day whatever the number of processes.
  worker.schedule({
    name: 'application retention',
    everyMs: 60 * 60_000,
    run: async (now) => {
      const day = seoulToday(now)
      await enqueueJob(app.db, { kind: RETENTION, key: `${RETENTION}:${day}`, payload: { day } }, now)
    },
  })
  worker.handle(RETENTION, async ({ log }) => {
    const { cutoff, deleted } = await deleteExpiredGuestApplications(app.db, app.now(), months)
    log.info({ deleted, cutoff, months }, 'non-member applications past retention deleted')
    return `deleted ${deleted} (recruitment ended before ${cutoff})`
  })
}
