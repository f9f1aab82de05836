import type { JoinMemberInput } from '@ctc/contract/register'
import type { VolunteerHealthInput } from '@ctc/contract/volunteer-form'

/**
 * What the visitor has typed across the sign-up steps. Kept in memory only (it
 * holds a password and health answers), so nothing is lost between steps but
 * nothing outlives the tab either.
 */
export interface JoinDraft {
  consented: boolean
  member?: Partial<JoinMemberInput>
  profile?: Partial<VolunteerHealthInput>
}

let draft: JoinDraft = { consented: false }

export function readJoinDraft(): JoinDraft {
  return draft
}

export function updateJoinDraft(changes: Partial<JoinDraft>) {
  draft = { ...draft, ...changes }
}

export function clearJoinDraft() {
  draft = { consented: false }
}
