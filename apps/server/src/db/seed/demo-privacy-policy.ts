import { LOCALES } from '@ctc/contract/locale'
import { sanitizeDetails } from '../../modules/studies/studies.service.js'
import type { Db } from '../database.js'
import { DEMO_POLICY_BODIES, DEMO_POLICY_EFFECTIVE_DATE } from './demo-privacy-policy-texts.js'

/**
 * The demo center's privacy policy as its first published version. Does nothing once any
 * version exists, so it never mixes demo text into a center's own policy.
 */
export async function seedDemoPrivacyPolicy(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('privacy_policies').select('id').limit(1).executeTakeFirst()
    if (existing) return false
    const stamp = now.toISOString()
    const { id } = await trx
      .insertInto('privacy_policies')
      .values({
        status: 'published',
        effective_date: DEMO_POLICY_EFFECTIVE_DATE,
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('privacy_policy_texts')
      .values(
        LOCALES.map((locale) => ({ policy_id: id, locale, body_html: sanitizeDetails(DEMO_POLICY_BODIES[locale]) })),
      )
      .execute()
    return true
  })
}
