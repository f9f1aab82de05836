import type { NoticeFormValues } from './notice-form-values'

// What a coordinator typed into a notice is kept in this tab's sessionStorage until it is
// saved: a session that ended while they worked, a refused save or a reload loses nothing.
const keyOf = (studyId: number | undefined) => `notice-draft:${studyId ?? 'new'}`

export interface NoticeDraft {
  values: NoticeFormValues
  /** The notice's version the draft was made from (edits only). */
  updatedAt?: string
}

export function readNoticeDraft(studyId: number | undefined): NoticeDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(keyOf(studyId))
    const value = raw ? (JSON.parse(raw) as Partial<NoticeDraft>) : undefined
    return value?.values && typeof value.values === 'object' && value.values.texts
      ? { values: value.values, updatedAt: value.updatedAt }
      : undefined
  } catch {
    return undefined
  }
}

export function writeNoticeDraft(studyId: number | undefined, draft: NoticeDraft) {
  try {
    window.sessionStorage.setItem(keyOf(studyId), JSON.stringify(draft))
  } catch {
    // Without storage only a reload loses the draft.
  }
}

export function clearNoticeDraft(studyId: number | undefined) {
  try {
    window.sessionStorage.removeItem(keyOf(studyId))
  } catch {
    // See writeNoticeDraft.
  }
}
