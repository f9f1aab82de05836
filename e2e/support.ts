import { createHmac, hkdfSync } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'
import Database from 'better-sqlite3'

export const LOCALES = ['kr', 'en', 'cn', 'jp'] as const

/**
 * Fails the test on any WCAG 2.1 A/AA violation axe finds on the page, or, with `everyRule`,
 * on any violation of every rule axe has, best practices included.
 */
export async function expectNoAxeViolations(page: Page, options: { everyRule?: boolean } = {}) {
  const builder = new AxeBuilder({ page })
  const results = await (
    options.everyRule ? builder : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

/** Reads the e2e server's embedded database (read-only). */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set')
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true })
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

/**
 * The blind index that the server stores for an e-mail in applications.applicant_email or
 * members.email (the person's values are sealed), computed as apps/server/src/crypto/data-keys.ts
 * does, with the secret the server generated into DATA_DIR.
 */
export function storedEmail(table: 'applications' | 'members', email: string): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set')
  const secret = fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim()
  const purpose = table === 'applications' ? 'applicant-email' : 'member-email'
  const key = Buffer.from(hkdfSync('sha256', secret, 'ctc-secret-values', `blind-index:${purpose}`, 32))
  return createHmac('sha256', key).update(email.toLowerCase()).digest('base64url').slice(0, 27)
}

export type Locale = (typeof LOCALES)[number]

type Catalog = { [key: string]: string | Catalog }

const FOLDER: Record<Locale, string> = { kr: 'ko', en: 'en', cn: 'zh', jp: 'ja' }

/** The web app's own texts, so a reworded message needs no test change. */
export function catalog(locale: Locale, namespace: string): (key: string) => string {
  const file = path.join('apps/web/src/locales', FOLDER[locale], `${namespace}.json`)
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog
  return (key) => {
    let node: string | Catalog | undefined = messages
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
    if (typeof node !== 'string') throw new Error(`no message ${namespace}:${key}`)
    return node
  }
}

/**
 * The newest link whose path matches, in the mails the e2e server wrote to its outbox for an
 * address (quoted-printable: soft line breaks joined, '=' decoded). The path, or undefined.
 */
export function findMailedLink(email: string, linkPath: RegExp): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox')
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : []
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8')
    if (!raw.includes(`To: ${email}`)) continue
    const match = new RegExp(`https?://[^/\\s]+(${linkPath.source})`).exec(
      raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )
    if (match?.[1]) return match[1]
  }
  return undefined
}
