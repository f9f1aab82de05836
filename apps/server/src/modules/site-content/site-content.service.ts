import {
  type ContentVersion,
  LOGO_MAX_BYTES,
  type PublishedIdentity,
  type SiteIdentity,
  type SiteIdentityAdminResponse,
  SiteIdentitySchema,
} from '@ctc/contract/site-content'
import type { StaffIdentity } from '@ctc/contract/staff-auth'
import type { Db } from '../../db/database.js'
import { holdAdvisoryLock } from '../../db/locks.js'
import { AppError } from '../../errors.js'
import type { ChangeFeed } from '../../plugins/change-feed.js'
import { appendAccess } from '../staff/access-log.js'
import * as repo from './site-content.repository.js'

// The center's identity as versioned rows (decision 0033). Each save publishes a new version and
// keeps the one it replaces; a restore publishes a copy of an older one. Every publication is
// logged with the version ids and reaches every process through the change feed.

/** The change feed's topic of the site's content. */
export const SITE_TOPIC = 'site'
const IDENTITY = 'identity'
// One lock number for publications on PostgreSQL, so that two saves at once publish one after the other.
const PUBLISH_LOCK = 0x517e_c0de

export interface SiteContentContext {
  db: Db
  now: Date
  address: string
  staff: StaffIdentity
  changes: Pick<ChangeFeed, 'publish'>
}

function parseIdentity(row: { id: number; body: string } | undefined): PublishedIdentity | null {
  if (!row) return null
  const parsed = SiteIdentitySchema.safeParse(JSON.parse(row.body))
  // A row the current rules refuse is not shown: the site stays neutral rather than half-filled.
  return parsed.success ? { ...parsed.data, versionId: row.id } : null
}

/** The published identity, or null on a site not yet set up. */
export async function readIdentity(db: Db): Promise<PublishedIdentity | null> {
  return parseIdentity(await repo.findPublished(db, IDENTITY))
}

/** The identity and its history, as the console edits them. */
export async function identityForConsole(db: Db): Promise<SiteIdentityAdminResponse> {
  const [identity, rows] = await Promise.all([readIdentity(db), repo.listVersions(db, IDENTITY)])
  const versions: ContentVersion[] = rows.map((row) => ({
    versionId: row.id,
    createdAt: row.created_at,
    createdBy: row.created_by_name,
    restoredFrom: row.restored_from,
    current: row.state === 'published',
  }))
  return { identity, versions }
}

async function publish(
  ctx: SiteContentContext,
  identity: SiteIdentity,
  restoredFrom: number | null,
): Promise<{ id: number; previousId: number | null }> {
  const written = await ctx.db.transaction().execute(async (trx) => {
    await holdAdvisoryLock(trx, ctx.db, PUBLISH_LOCK)
    return repo.insertPublished(trx, {
      kind: IDENTITY,
      body: JSON.stringify(identity),
      createdAt: ctx.now.toISOString(),
      createdBy: ctx.staff.staffId,
      createdByName: ctx.staff.name,
      restoredFrom,
    })
  })
  await appendAccess(
    ctx.db,
    {
      staffId: ctx.staff.staffId,
      staffName: ctx.staff.name,
      action: restoredFrom === null ? 'site.identity_publish' : 'site.identity_restore',
      recordType: 'site_content',
      // The new version, the one it replaced, and (for a restore) the one it copied.
      recordId: [written.id, written.previousId ?? '', ...(restoredFrom === null ? [] : [restoredFrom])].join(','),
      address: ctx.address,
    },
    ctx.now,
  )
  await ctx.changes.publish({ topic: SITE_TOPIC, id: written.id })
  return written
}

/** Publishes a new identity (admins); the previous one is kept. */
export async function publishIdentity(
  ctx: SiteContentContext,
  identity: SiteIdentity,
): Promise<SiteIdentityAdminResponse> {
  if (identity.logoId !== null && !(await repo.logoExists(ctx.db, identity.logoId))) {
    throw new AppError(400, 'VALIDATION_FAILED', 'No logo has this id; upload the logo first')
  }
  if ((identity.latitude === null) !== (identity.longitude === null)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Give both map coordinates, or neither')
  }
  await publish(ctx, identity, null)
  return identityForConsole(ctx.db)
}

/** Publishes a copy of an earlier version, which becomes the current one. */
export async function restoreIdentity(ctx: SiteContentContext, versionId: number): Promise<SiteIdentityAdminResponse> {
  const old = parseIdentity(await repo.findVersion(ctx.db, IDENTITY, versionId))
  if (!old) throw new AppError(404, 'NOT_FOUND', 'No such version of the identity')
  // The logo a version named stays: logos are never deleted.
  await publish(ctx, SiteIdentitySchema.parse(old), versionId)
  return identityForConsole(ctx.db)
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
// What an SVG may not hold, even though the site shows logos only as <img> (where no script runs)
// and serves them with a CSP that forbids scripts: scripts, handlers, foreign content, entities,
// and links or styles that would load anything.
const SVG_REFUSED =
  /<script|<foreignobject|<!entity|<!doctype|\bon[a-z]+\s*=|javascript:|<iframe|<embed|<object|@import|href\s*=\s*(?!["']?#)|url\(\s*(?!["']?#)/i

/** The content type of a logo by its content, or undefined when it is neither a PNG nor a safe SVG. */
export function logoType(content: Buffer): 'image/png' | 'image/svg+xml' | undefined {
  if (content.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png'
  const text = content.toString('utf8')
  if (Buffer.from(text, 'utf8').length !== content.length) return undefined
  const start = text.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '')
  if (!/^<svg[\s>]/.test(start) || !/<\/svg>\s*$/.test(text) || SVG_REFUSED.test(text)) return undefined
  return 'image/svg+xml'
}

/** Stores an uploaded logo (admins); it shows once an identity names it. */
export async function uploadLogo(ctx: SiteContentContext, content: Buffer): Promise<{ logoId: number }> {
  if (content.length > LOGO_MAX_BYTES) {
    throw new AppError(413, 'ATTACHMENT_TOO_LARGE', `A logo may have at most ${LOGO_MAX_BYTES} bytes`)
  }
  const type = logoType(content)
  if (!type) throw new AppError(400, 'ATTACHMENT_TYPE_REFUSED', 'A logo is a PNG, or an SVG without scripts or links')
  const logoId = await repo.insertLogo(ctx.db, type, content, ctx.now.toISOString())
  await appendAccess(
    ctx.db,
    {
      staffId: ctx.staff.staffId,
      staffName: ctx.staff.name,
      action: 'site.logo_upload',
      recordType: 'site_content',
      recordId: logoId,
      address: ctx.address,
    },
    ctx.now,
  )
  return { logoId }
}

export const findLogo = repo.findLogo

/**
 * The published identity kept in memory, read again when the site's generation moves: on
 * PostgreSQL every process sees another's publication at its next request.
 */
export class IdentityReads {
  private kept: { generation: number; identity: Promise<PublishedIdentity | null> } | undefined

  constructor(
    private readonly db: Db,
    private readonly generation: () => number | Promise<number>,
  ) {}

  async current(): Promise<PublishedIdentity | null> {
    const generation = await this.generation()
    if (this.kept?.generation !== generation) {
      const identity = readIdentity(this.db)
      this.kept = { generation, identity }
      identity.catch(() => {
        if (this.kept?.identity === identity) this.kept = undefined
      })
    }
    return this.kept.identity
  }
}
