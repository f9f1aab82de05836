import { LOCALES } from '@ctc/contract/locale-codes'
import type { ContentVersion } from '@ctc/contract/site-content'
import { type PublishedFaq, type SiteFaq, type SiteFaqAdminResponse, SiteFaqSchema } from '@ctc/contract/site-faq'
import { hasVisibleCharacter } from '@ctc/contract/text'
import sanitizeHtml from 'sanitize-html'
import type { Db } from '../../db/database.js'
import { holdAdvisoryLock } from '../../db/locks.js'
import { AppError } from '../../errors.js'
import { appendAccess } from '../staff/access-log.js'
import { sanitizeDetails } from '../studies/studies.service.js'
import * as published from './site-content.repository.js'
import { SITE_TOPIC, type SiteContentContext } from './site-content.service.js'
import * as repo from './site-faq.repository.js'

// The FAQ as versioned content (issue 28). The console saves a draft and rewrites it; publishing
// makes the draft the public FAQ and keeps the publication it replaces, which a restore publishes
// again. Answers are rich text sanitized as notices are. Every save, publication and restore is
// logged with the version ids, and a publication reaches every process through the change feed.

const FAQ = 'faq'
// Publications and drafts of the FAQ one after another on PostgreSQL (another number than the identity's).
const FAQ_LOCK = 0x517e_fa01

/** Whether sanitized rich text shows anything (an empty editor still holds `<p></p>`). */
function showsText(html: string): boolean {
  return hasVisibleCharacter(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
}

/** The FAQ as stored: answers sanitized, and a locale whose answer shows nothing left empty (shown in Korean). */
function stored(faq: SiteFaq): SiteFaq {
  return {
    categories: faq.categories.map((category, c) => ({
      ...category,
      entries: category.entries.map((entry, e) => {
        const answer = { kr: '', en: '', cn: '', jp: '' }
        for (const locale of LOCALES) {
          const html = sanitizeDetails(entry.answer[locale])
          answer[locale] = showsText(html) ? html : ''
        }
        if (answer.kr === '') {
          throw new AppError(
            400,
            'VALIDATION_FAILED',
            `The Korean answer of entry ${e + 1} of category ${c + 1} is empty`,
          )
        }
        return { ...entry, answer }
      }),
    })),
  }
}

function parseFaq(body: string): SiteFaq | null {
  const parsed = SiteFaqSchema.safeParse(JSON.parse(body))
  return parsed.success ? parsed.data : null
}

/** The published FAQ, or null when none was ever published. */
export async function readFaq(db: Db): Promise<PublishedFaq | null> {
  const row = await published.findPublished(db, FAQ)
  const faq = row ? parseFaq(row.body) : null
  return row && faq ? { ...faq, versionId: row.id } : null
}

/** The FAQ, its draft and its publications, as the console edits them. */
export async function faqForConsole(db: Db): Promise<SiteFaqAdminResponse> {
  const [faq, draftRow, rows] = await Promise.all([
    readFaq(db),
    repo.findDraft(db, FAQ),
    repo.listPublications(db, FAQ),
  ])
  const draft = draftRow ? parseFaq(draftRow.body) : null
  const versions: ContentVersion[] = rows.map((row) => ({
    versionId: row.id,
    createdAt: row.created_at,
    createdBy: row.created_by_name,
    restoredFrom: row.restored_from,
    current: row.state === 'published',
  }))
  return {
    faq,
    draft: draftRow && draft ? { ...draft, updatedAt: draftRow.created_at, updatedBy: draftRow.created_by_name } : null,
    versions,
  }
}

function log(
  ctx: SiteContentContext,
  action: 'site.faq_draft' | 'site.faq_publish' | 'site.faq_restore',
  ids: (number | null)[],
) {
  return appendAccess(
    ctx.db,
    {
      staffId: ctx.staff.staffId,
      staffName: ctx.staff.name,
      action,
      recordType: 'site_content',
      recordId: ids.map((id) => id ?? '').join(','),
      address: ctx.address,
    },
    ctx.now,
  )
}

/** Saves the FAQ's draft over the previous one (coordinators, admins, privacy officers). */
export async function saveFaqDraft(ctx: SiteContentContext, faq: SiteFaq): Promise<SiteFaqAdminResponse> {
  const body = JSON.stringify(stored(faq))
  const draftId = await ctx.db.transaction().execute(async (trx) => {
    await holdAdvisoryLock(trx, ctx.db, FAQ_LOCK)
    return repo.saveDraft(trx, {
      kind: FAQ,
      body,
      updatedAt: ctx.now.toISOString(),
      updatedBy: ctx.staff.staffId,
      updatedByName: ctx.staff.name,
    })
  })
  await log(ctx, 'site.faq_draft', [draftId])
  return faqForConsole(ctx.db)
}

/** What a publication publishes: the saved draft (as it was when previewed), or a copy of an earlier version. */
type Source = { draftSavedAt: string } | { body: string; restoredFrom: number }

async function publish(ctx: SiteContentContext, source: Source) {
  const restoredFrom = 'restoredFrom' in source ? source.restoredFrom : null
  const written = await ctx.db.transaction().execute(async (trx) => {
    await holdAdvisoryLock(trx, ctx.db, FAQ_LOCK)
    let content: string
    if ('body' in source) content = source.body
    else {
      // Read inside the lock: a save at the same time comes before or after, and the draft
      // published is the one the person previewed, or none.
      const draft = await repo.findDraft(trx, FAQ)
      if (!draft) throw new AppError(404, 'NOT_FOUND', 'There is no saved draft to publish')
      if (draft.created_at !== source.draftSavedAt) {
        throw new AppError(409, 'EDIT_CONFLICT', 'The draft was saved again since; look at it before publishing')
      }
      content = draft.body
      await repo.deleteDraft(trx, FAQ)
    }
    return published.insertPublished(trx, {
      kind: FAQ,
      body: content,
      createdAt: ctx.now.toISOString(),
      createdBy: ctx.staff.staffId,
      createdByName: ctx.staff.name,
      restoredFrom,
    })
  })
  // The new version, the one it replaced, and (for a restore) the one it copied.
  await log(
    ctx,
    restoredFrom === null ? 'site.faq_publish' : 'site.faq_restore',
    restoredFrom === null ? [written.id, written.previousId] : [written.id, written.previousId, restoredFrom],
  )
  await ctx.changes.publish({ topic: SITE_TOPIC, id: written.id })
}

/** Publishes the saved draft, as saved at `draftSavedAt`; the publication it replaces is kept. */
export async function publishFaqDraft(ctx: SiteContentContext, draftSavedAt: string): Promise<SiteFaqAdminResponse> {
  await publish(ctx, { draftSavedAt })
  return faqForConsole(ctx.db)
}

/** Publishes a copy of an earlier publication, which becomes the current one; the draft stays. */
export async function restoreFaq(ctx: SiteContentContext, versionId: number): Promise<SiteFaqAdminResponse> {
  const row = await repo.findPublication(ctx.db, FAQ, versionId)
  const old = row ? parseFaq(row.body) : null
  if (!old) throw new AppError(404, 'NOT_FOUND', 'No such version of the FAQ')
  await publish(ctx, { body: JSON.stringify(old), restoredFrom: versionId })
  return faqForConsole(ctx.db)
}

/**
 * Published content kept in memory, read again when the site's generation moves: on PostgreSQL
 * every process sees another's publication at its next request.
 */
export class PublishedReads<T> {
  private kept: { generation: number; value: Promise<T> } | undefined

  constructor(
    private readonly read: () => Promise<T>,
    private readonly generation: () => number | Promise<number>,
  ) {}

  async current(): Promise<T> {
    const generation = await this.generation()
    if (this.kept?.generation !== generation) {
      const value = this.read()
      this.kept = { generation, value }
      value.catch(() => {
        if (this.kept?.value === value) this.kept = undefined
      })
    }
    return this.kept.value
  }
}
