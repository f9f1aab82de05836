import type { Db } from '../../db/database.js'

export async function insertPageView(db: Db, view: { path: string; locale: string; viewedAt: string }) {
  await db.insertInto('page_views').values({ path: view.path, locale: view.locale, viewed_at: view.viewedAt }).execute()
}
