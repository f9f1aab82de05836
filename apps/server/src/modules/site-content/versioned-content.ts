import type { ContentVersion } from '@ctc/contract/site-content'
import type { AccessAction } from '@ctc/contract/staff-access-log'
import { hasVisibleCharacter } from '@ctc/contract/text'
import sanitizeHtml from 'sanitize-html'
import type { z } from 'zod'
import type { Db } from '../../db/database.js'
import { holdAdvisoryLock } from '../../db/locks.js'
import { AppError } from '../../errors.js'
import { appendAccess } from '../staff/access-log.js'
import * as published from './site-content.repository.js'
import { SITE_TOPIC, type SiteContentContext } from './site-content.service.js'
import * as repo from './content-drafts.repository.js'

// Versioned content of the site (issue 28), one kind at a time: the console saves a draft and
// rewrites it; publishing makes the draft the public content and keeps the publication it
// replaces, which a restore publishes again. Every save, publication and restore is logged with
// the version ids, and a publication reaches every process through the change feed. The FAQ, the
// about pages and the home banners are kinds of it.

/** Whether sanitized rich text shows anything (an empty editor still holds `<p></p>`). */
export function showsText(html: string): boolean {
  return hasVisibleCharacter(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
}

/** What the console edits: the published content, the saved draft and the publications. */
export interface ConsoleView<T> {
  published: (T & { versionId: number }) | null
  draft: (T & { updatedAt: string; updatedBy: string | null }) | null
  versions: ContentVersion[]
}

export interface VersionedContentKind<T> {
  /** The kind in `site_content_versions`. */
  kind: string
  /** The advisory lock that orders the kind's drafts and publications on PostgreSQL. */
  lock: number
  /** What a stored body must be (a body that no longer parses reads as none). */
  schema: z.ZodType<T>
  /** The content as stored (sanitized); throws a 400 AppError for content that cannot be stored. */
  store: (content: T) => T
  /** The access-log actions of a draft, a publication and a restore. */
  actions: { draft: AccessAction; publish: AccessAction; restore: AccessAction }
  /** Named in errors ("No such version of the FAQ"). */
  label: string
}

export function versionedContent<T>(spec: VersionedContentKind<T>) {
  const parse = (body: string): T | null => {
    const parsed = spec.schema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data : null
  }

  /** The published content, or null when none was ever published. */
  async function read(db: Db): Promise<(T & { versionId: number }) | null> {
    const row = await published.findPublished(db, spec.kind)
    const content = row ? parse(row.body) : null
    return row && content ? { ...content, versionId: row.id } : null
  }

  async function forConsole(db: Db): Promise<ConsoleView<T>> {
    const [current, draftRow, rows] = await Promise.all([
      read(db),
      repo.findDraft(db, spec.kind),
      repo.listPublications(db, spec.kind),
    ])
    const draft = draftRow ? parse(draftRow.body) : null
    return {
      published: current,
      draft:
        draftRow && draft ? { ...draft, updatedAt: draftRow.created_at, updatedBy: draftRow.created_by_name } : null,
      versions: rows.map((row) => ({
        versionId: row.id,
        createdAt: row.created_at,
        createdBy: row.created_by_name,
        restoredFrom: row.restored_from,
        current: row.state === 'published',
      })),
    }
  }

  function log(ctx: SiteContentContext, action: AccessAction, ids: (number | null)[]) {
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

  /** Saves the draft over the previous one. */
  async function saveDraft(ctx: SiteContentContext, content: T): Promise<ConsoleView<T>> {
    const body = JSON.stringify(spec.store(content))
    const draftId = await ctx.db.transaction().execute(async (trx) => {
      await holdAdvisoryLock(trx, ctx.db, spec.lock)
      return repo.saveDraft(trx, {
        kind: spec.kind,
        body,
        updatedAt: ctx.now.toISOString(),
        updatedBy: ctx.staff.staffId,
        updatedByName: ctx.staff.name,
      })
    })
    await log(ctx, spec.actions.draft, [draftId])
    return forConsole(ctx.db)
  }

  /** What a publication publishes: the saved draft (as it was when previewed), or a copy of an earlier version. */
  type Source = { draftSavedAt: string } | { body: string; restoredFrom: number }

  async function publish(ctx: SiteContentContext, source: Source) {
    const restoredFrom = 'restoredFrom' in source ? source.restoredFrom : null
    const written = await ctx.db.transaction().execute(async (trx) => {
      await holdAdvisoryLock(trx, ctx.db, spec.lock)
      let content: string
      if ('body' in source) content = source.body
      else {
        // Read inside the lock: a save at the same time comes before or after, and the draft
        // published is the one the person previewed, or none.
        const draft = await repo.findDraft(trx, spec.kind)
        if (!draft) throw new AppError(404, 'NOT_FOUND', 'There is no saved draft to publish')
        if (draft.created_at !== source.draftSavedAt) {
          throw new AppError(409, 'EDIT_CONFLICT', 'The draft was saved again since; look at it before publishing')
        }
        content = draft.body
        await repo.deleteDraft(trx, spec.kind)
      }
      return published.insertPublished(trx, {
        kind: spec.kind,
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
      restoredFrom === null ? spec.actions.publish : spec.actions.restore,
      restoredFrom === null ? [written.id, written.previousId] : [written.id, written.previousId, restoredFrom],
    )
    await ctx.changes.publish({ topic: SITE_TOPIC, id: written.id })
  }

  /** Publishes the saved draft, as saved at `draftSavedAt`; the publication it replaces is kept. */
  async function publishDraft(ctx: SiteContentContext, draftSavedAt: string): Promise<ConsoleView<T>> {
    await publish(ctx, { draftSavedAt })
    return forConsole(ctx.db)
  }

  /** Publishes a copy of an earlier publication, which becomes the current one; the draft stays. */
  async function restore(ctx: SiteContentContext, versionId: number): Promise<ConsoleView<T>> {
    const row = await repo.findPublication(ctx.db, spec.kind, versionId)
    const old = row ? parse(row.body) : null
    if (!old) throw new AppError(404, 'NOT_FOUND', `No such version of the ${spec.label}`)
    await publish(ctx, { body: JSON.stringify(old), restoredFrom: versionId })
    return forConsole(ctx.db)
  }

  return { read, forConsole, saveDraft, publishDraft, restore }
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
