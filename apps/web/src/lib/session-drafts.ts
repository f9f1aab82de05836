// Drafts of long forms, in sessionStorage so that a reload or a detour (logging in, the
// password check) keeps what was typed. They hold health answers, so each one lasts
// DRAFT_MINUTES after its last change, logging out removes them all, and the tab's end too.
const PREFIX = 'draft:'
// Whose drafts these are: a digest of the account's e-mail, set at login.
const OWNER_KEY = 'draft-owner'
export const DRAFT_MINUTES = 30
const LIFETIME_MS = DRAFT_MINUTES * 60_000

// Checked by hand, not with Zod: the shell loads this on every page (issue 15's JS budget).
function isStoredDraft(value: unknown): value is { savedAt: number; value: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { savedAt?: unknown }).savedAt === 'number'
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    // Storage can be disabled: the forms still work, only a reload loses what was typed.
    return undefined
  }
}

/** The draft saved under `name` within the last DRAFT_MINUTES; an older one is removed. */
export function readDraft(name: string, now = Date.now()): unknown {
  const store = storage()
  try {
    const raw = store?.getItem(PREFIX + name)
    if (!raw) return undefined
    const stored: unknown = JSON.parse(raw)
    if (isStoredDraft(stored) && now - stored.savedAt < LIFETIME_MS) return stored.value
  } catch {
    // A damaged draft counts as none.
  }
  store?.removeItem(PREFIX + name)
  return undefined
}

export function writeDraft(name: string, value: unknown, now = Date.now()) {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ savedAt: now, value }))
  } catch {
    // Full or disabled storage: see storage().
  }
}

export function clearDraft(name: string) {
  storage()?.removeItem(PREFIX + name)
}

/** Removes every draft (logging out), or only those older than DRAFT_MINUTES. */
export function clearDrafts({ expiredOnly = false, now = Date.now() } = {}) {
  const store = storage()
  if (!store) return
  if (!expiredOnly) store.removeItem(OWNER_KEY)
  const names = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) === true,
  )
  for (const key of names) {
    if (expiredOnly) readDraft(key.slice(PREFIX.length), now)
    else store.removeItem(key)
  }
}

async function digest(text: string): Promise<string | undefined> {
  try {
    const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
    return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
  } catch {
    // No Web Crypto (a page not served over HTTPS): no owner is known, so no draft is handed on.
    return undefined
  }
}

/**
 * At login: the drafts stay when the same account logs in again (its session ended while the
 * member typed, decision 0031); any other login, or one whose account is not known, finds none,
 * so that nobody at a shared browser reads what the previous person typed.
 */
export async function claimDrafts(email: string): Promise<void> {
  const owner = await digest(email.trim().toLowerCase())
  const store = storage()
  if (!store) return
  if (!owner || store.getItem(OWNER_KEY) !== owner) clearDrafts()
  try {
    if (owner) store.setItem(OWNER_KEY, owner)
  } catch {
    // Full storage: the next login starts without drafts, nothing else changes.
  }
}
