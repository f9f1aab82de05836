import { type Kysely, sql } from 'kysely'

// The instant a person of the staff first changed each application's status, kept on its row by
// every status change a person makes, so the dashboard's median time to first contact reads a
// column instead of probing each application's history (decision 0037). Filled here from the
// history in one set-based statement: the time of the first status event (by id) that has a
// staff member, as the dashboard defined it. No index: the dashboard reads the range's rows by
// created_at.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('first_contacted_at', 'varchar(30)').execute()
  await sql`update applications set first_contacted_at = contact.created_at
    from (
      select e.application_id, e.created_at
      from application_events e
      join (
        select min(id) as id from application_events
        where kind = 'status' and staff_id is not null group by application_id
      ) as first on first.id = e.id
    ) as contact
    where contact.application_id = applications.id`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('first_contacted_at').execute()
}
