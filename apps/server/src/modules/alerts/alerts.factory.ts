import type { FastifyInstance } from 'fastify'

// Test factories of contact preferences.

/** Marks the member's current address as confirmed, as opening the mailed link does. */
export async function confirmAddressOf(app: FastifyInstance, memberId: number, at = app.now()): Promise<void> {
  const member = await app.db.selectFrom('members').select('email').where('id', '=', memberId).executeTakeFirstOrThrow()
  const values = { email_verified_at: at.toISOString(), verified_email: member.email, updated_at: at.toISOString() }
  await app.db
    .insertInto('member_contact_preferences')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute()
}
