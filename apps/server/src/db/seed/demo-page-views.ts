import { LOCALES } from '@ctc/contract/locale-codes'
import type { Db } from '../database.js'

// Fictional visits to the demo notices' pages over the past twelve weeks, in proportion to each
// notice's view counter, so that the dashboard's page-view charts (which count these records
// for the days asked) show something.

const DAY_MS = 86_400_000
/** One recorded visit for this many counted views (the counter holds up to about 400). */
const VIEWS_PER_RECORD = 4

export async function seedDemoPageViews(db: Db, now: Date): Promise<number> {
  const studies = await db
    .selectFrom('studies')
    .select(['id', 'view_count'])
    .where('published_yn', '=', 'Y')
    .orderBy('id')
    .execute()
  const rows = studies.flatMap((study, index) =>
    Array.from({ length: Math.round(study.view_count / VIEWS_PER_RECORD) }, (_, k) => {
      const n = index * 13 + k * 7
      const locale = LOCALES[n % LOCALES.length] ?? 'kr'
      return {
        path: `/${locale}/studyinfo/recruitmentView?studyId=${study.id}`,
        locale,
        viewed_at: new Date(now.getTime() - (n % 84) * DAY_MS - (k % 9) * 3_600_000).toISOString(),
      }
    }),
  )
  // A few hundred rows per statement keeps within both engines' limits on bound values.
  for (let start = 0; start < rows.length; start += 300) {
    await db
      .insertInto('page_views')
      .values(rows.slice(start, start + 300))
      .execute()
  }
  return rows.length
}
