import type { JoinMemberInput } from '@ctc/contract/register'
import type { VolunteerHealthInput } from '@ctc/contract/volunteer-form'
import { clearDraft, readDraft, writeDraft } from '../../lib/session-drafts'

/** What the visitor has typed across the sign-up steps. */
export interface JoinDraft {
  consented: boolean
  member?: Partial<JoinMemberInput>
  profile?: Partial<VolunteerHealthInput>
  /** The draft came back from storage after a reload: the password has to be typed again. */
  restored?: boolean
}

// The consent and step 1's details are kept as a session draft (see lib/session-drafts), so a
// reload keeps them. The password and the health answers never go into storage: they stay in
// this tab's memory, and step 2 warns before a reload or a departure would lose its answers.
const DRAFT_NAME = 'join'

let draft: JoinDraft | undefined

function storedDraft(): JoinDraft {
  const value = readDraft(DRAFT_NAME)
  if (!value || typeof value !== 'object') return { consented: false }
  const stored = value as { consented?: unknown; member?: unknown }
  const member =
    stored.member && typeof stored.member === 'object' ? (stored.member as Partial<JoinMemberInput>) : undefined
  return { consented: stored.consented === true, member, restored: member !== undefined }
}

function withoutPasswords(member: Partial<JoinMemberInput>): Partial<JoinMemberInput> {
  return Object.fromEntries(
    Object.entries(member).filter(([field]) => field !== 'password' && field !== 'passwordConfirm'),
  )
}

export function readJoinDraft(): JoinDraft {
  draft ??= storedDraft()
  return draft
}

export function updateJoinDraft(changes: Partial<Omit<JoinDraft, 'restored'>>) {
  const current = readJoinDraft()
  // Restored stays true until step 1 is saved again, with the password typed anew.
  draft = { ...current, ...changes, restored: changes.member === undefined && current.restored }
  const member = draft.member && withoutPasswords(draft.member)
  writeDraft(DRAFT_NAME, { consented: draft.consented, ...(member ? { member } : {}) })
}

export function clearJoinDraft() {
  draft = { consented: false }
  clearDraft(DRAFT_NAME)
}

/** For tests: forget what this tab holds in memory, as a reload does; storage stays. */
export function forgetJoinDraftInMemory() {
  draft = undefined
}
