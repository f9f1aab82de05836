import { createHmac, hkdfSync } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'
import { inLocale } from '@ctc/contract/site-identity'
import { DEMO_IDENTITY } from '../apps/server/src/db/seed/demo-identity'
import axe from 'axe-core'
import Database from 'better-sqlite3'
import { CATALOG_FOLDERS } from '../apps/web/src/config/catalog-folders'

export const LOCALES = ['kr', 'en', 'cn', 'jp'] as const

// Every rule axe has: the WCAG ones, best practices, and the experimental ones it leaves off by
// default (label-content-name-mismatch among them), so that nothing passes for want of asking.
const EXPERIMENTAL_RULES = Object.fromEntries(
  axe
    .getRules()
    // hidden-content only ever asks for a review, never fails, and walks every element: slow for nothing.
    .filter((rule) => rule.tags.includes('experimental') && rule.ruleId !== 'hidden-content')
    .map((rule) => [rule.ruleId, { enabled: true }]),
)

/** Fails the test on any violation of any axe rule on the page. */
export async function expectNoAxeViolations(page: Page) {
  // Only the violations are read: the other result types keep one example node each instead of every
  // node of the page, which shrinks the result that crosses to the test runner about tenfold.
  const results = await new AxeBuilder({ page })
    .options({ rules: EXPERIMENTAL_RULES, resultTypes: ['violations'] })
    .analyze()
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

/** The web app's own texts, so a reworded message needs no test change. */
export function catalog(locale: Locale, namespace: string): (key: string) => string {
  const file = path.join('apps/web/src/locales', CATALOG_FOLDERS[locale], `${namespace}.json`)
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog
  return (key) => {
    let node: string | Catalog | undefined = messages
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
    if (typeof node !== 'string') throw new Error(`no message ${namespace}:${key}`)
    // As the app fills them in from the center's identity, the demo seed's here (i18next's defaultVariables).
    return node
      .replaceAll('{{center}}', inLocale(DEMO_IDENTITY.name, locale).text)
      .replaceAll('{{phone}}', DEMO_IDENTITY.phone)
      .replaceAll('{{email}}', DEMO_IDENTITY.email)
      .replaceAll('{{hours}}', inLocale(DEMO_IDENTITY.hours, locale).text)
      .replaceAll('{{address}}', inLocale(DEMO_IDENTITY.address, locale).text)
  }
}

/**
 * The newest link whose path matches, in the mails the e2e server (or the server a journey started
 * itself on `dataDir`) wrote to its outbox for an address (quoted-printable: soft line breaks joined,
 * '=' decoded). The path, or undefined.
 */
export function findMailedLink(
  email: string,
  linkPath: RegExp,
  dataDir = process.env.E2E_DATA_DIR,
): string | undefined {
  const outbox = path.join(dataDir ?? '', 'outbox')
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
