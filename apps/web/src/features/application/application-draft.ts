import type { VolunteerFormInput } from '@ctc/contract/volunteer-form'

export type ApplicantKind = 'guest' | 'member'
export type FormStep = 'applicant' | 'health'

/**
 * What the applicant has done so far. Kept in sessionStorage, as the issue asks,
 * so that a reload of the page keeps it; the tab's end (or a submit) clears it.
 */
export interface ApplicationDraft {
  consented: boolean
  step: FormStep
  values?: Partial<VolunteerFormInput>
  saveToProfile?: boolean
}

const EMPTY: ApplicationDraft = { consented: false, step: 'applicant' }

const keyOf = (kind: ApplicantKind, studyId: number) => `application-draft:${kind}:${studyId}`

export function readApplicationDraft(kind: ApplicantKind, studyId: number): ApplicationDraft {
  try {
    const raw = window.sessionStorage.getItem(keyOf(kind, studyId))
    if (!raw) return EMPTY
    const value = JSON.parse(raw) as Partial<ApplicationDraft>
    return {
      consented: value.consented === true,
      step: value.step === 'health' ? 'health' : 'applicant',
      values: value.values && typeof value.values === 'object' ? value.values : undefined,
      saveToProfile: value.saveToProfile === true,
    }
  } catch {
    // Storage disabled or a damaged draft: start afresh.
    return EMPTY
  }
}

export function writeApplicationDraft(kind: ApplicantKind, studyId: number, draft: ApplicationDraft) {
  try {
    window.sessionStorage.setItem(keyOf(kind, studyId), JSON.stringify(draft))
  } catch {
    // Without storage the flow still works; only a reload loses the draft.
  }
}

export function clearApplicationDraft(kind: ApplicantKind, studyId: number) {
  try {
    window.sessionStorage.removeItem(keyOf(kind, studyId))
  } catch {
    // See writeApplicationDraft.
  }
}
