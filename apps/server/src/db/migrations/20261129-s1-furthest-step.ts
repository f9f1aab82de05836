import { type Kysely, sql } from 'kysely'

// The furthest step of the recruitment funnel each application reached (0 applied, 1 pre-screen
// passed, 2 visit booked, 3 attended, 4 enrolled), kept on its row by every status change, so the
// dashboard counts by a column instead of probing each application's history (decision 0037).
// Filled here from the current status and the status history, in two set-based statements. No
// index: the dashboard reads the range's rows by created_at and groups them.

// Frozen copy of the step each status enters (FUNNEL_STEPS in the contract; funnel-step.ts).
const stepOf = (status: string) =>
  sql.raw(
    `case ${status} when 'prescreen_passed' then 1 when 'screening_booked' then 2 when 'screened' then 3 when 'enrolled' then 4 else 0 end`,
  )

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('furthest_step', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await sql`update applications set furthest_step = ${stepOf('status')}
    where status in ('prescreen_passed', 'screening_booked', 'screened', 'enrolled')`.execute(db)
  await sql`update applications set furthest_step = history.step
    from (
      select application_id, max(${stepOf('to_status')}) as step
      from application_events where kind = 'status' group by application_id
    ) as history
    where history.application_id = applications.id and history.step > applications.furthest_step`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('furthest_step').execute()
}
