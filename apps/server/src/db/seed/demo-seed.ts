import { createStudy } from '../../modules/studies/studies.service.js'
import { countStudies } from '../../modules/studies/studies.repository.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import type { Db } from '../database.js'
import { findPublished, insertPublished } from '../../modules/site-content/site-content.repository.js'
import { seedDemoApplications } from './demo-applications.js'
import { DEMO_ABOUT } from './demo-about.js'
import { DEMO_BANNERS } from './demo-banners.js'
import { DEMO_FAQ } from './demo-faq.js'
import { DEMO_IDENTITY } from './demo-identity.js'
import { seedDemoPageViews } from './demo-page-views.js'
import { DEMO_STUDY_COUNT, demoStudy } from './demo-studies.js'

/**
 * Fills an empty database with fictional notices and, given the app secret (their forms are
 * sealed with it), fictional applications to them. It refuses when any study exists, so it can
 * never mix demo content into real data.
 */
export async function seedDemoStudies(
  db: Db,
  options: { now?: Date; count?: number; secret?: string } = {},
): Promise<{ seeded: number; applications?: number } | { refused: 'studies-exist'; existing: number }> {
  const existing = await countStudies(db)
  if (existing > 0) return { refused: 'studies-exist', existing }
  const now = options.now ?? new Date()
  const today = seoulToday(now)
  const count = options.count ?? DEMO_STUDY_COUNT
  for (let index = 0; index < count; index++) {
    await createStudy(db, demoStudy(index, today), now)
  }
  await seedDemoPageViews(db, now)
  if (!options.secret) return { seeded: count }
  return { seeded: count, applications: await seedDemoApplications(db, options.secret, now) }
}

/** Publishes a kind of the demo center's content when the site has none of it; a site that has some keeps it. */
async function seedDemoContent(db: Db, kind: string, content: unknown, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await findPublished(trx, kind)) return false
    await insertPublished(trx, {
      kind,
      body: JSON.stringify(content),
      createdAt: now.toISOString(),
      createdBy: null,
      createdByName: null,
      restoredFrom: null,
    })
    return true
  })
}

/** Publishes the demo center's identity when the site has none. Answers whether it published. */
export const seedDemoIdentity = (db: Db, now: Date = new Date()) => seedDemoContent(db, 'identity', DEMO_IDENTITY, now)

/** Publishes the demo center's FAQ when the site has none. Answers whether it published. */
export const seedDemoFaq = (db: Db, now: Date = new Date()) => seedDemoContent(db, 'faq', DEMO_FAQ, now)

/** Publishes the demo center's about pages when the site has none. Answers whether it published. */
export const seedDemoAbout = (db: Db, now: Date = new Date()) => seedDemoContent(db, 'about', DEMO_ABOUT, now)

/** Publishes the demo center's home banners when the site has none. Answers whether it published. */
export const seedDemoBanners = (db: Db, now: Date = new Date()) => seedDemoContent(db, 'banners', DEMO_BANNERS, now)
