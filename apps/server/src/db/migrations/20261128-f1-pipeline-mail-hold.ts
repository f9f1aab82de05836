import type { Kysely } from 'kysely'

// The pipeline's next action gains its words (sealed with the application's data key, like the
// notes: they may name a health detail), and a status change records whether the coordinator
// chose to e-mail the applicant ('held': the mail is a job that waits for its undo window;
// 'off': no mail; null: the status mails nobody). Cancelled jobs keep their row ('cancelled').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('next_action_text', 'text').execute()
  await db.schema.alterTable('application_events').addColumn('mail', 'varchar(10)').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_events').dropColumn('mail').execute()
  await db.schema.alterTable('applications').dropColumn('next_action_text').execute()
}
