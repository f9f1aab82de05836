import type { VolunteerFormInput } from '@ctc/contract/volunteer-form'
import { clearDraft, readDraft, writeDraft } from '../../lib/session-drafts'

export type ApplicantKind = 'guest' | 'member'
export type FormStep = 'applicant' | 'health'

/**
 * What the applicant has done so far, kept as a session draft (see lib/session-drafts) so that
 * a reload, logging in or the password check keeps it; sending the application clears it.
 */
export interface ApplicationDraft {
  consented: boolean
  step: FormStep
  values?: Partial<VolunteerFormInput>
  saveToProfile?: boolean
}

const EMPTY: ApplicationDraft = { consented: false, step: 'applicant' }

const nameOf = (kind: ApplicantKind, studyId: number) => `application:${kind}:${studyId}`

export function readApplicationDraft(kind: ApplicantKind, studyId: number): ApplicationDraft {
  const value = readDraft(nameOf(kind, studyId))
  if (!value || typeof value !== 'object') return EMPTY
  const draft = value as Partial<ApplicationDraft>
  return {
    consented: draft.consented === true,
    step: draft.step === 'health' ? 'health' : 'applicant',
    values: draft.values && typeof draft.values === 'object' ? draft.values : undefined,
    saveToProfile: draft.saveToProfile === true,
  }
}

export function writeApplicationDraft(kind: ApplicantKind, studyId: number, draft: ApplicationDraft) {
  writeDraft(nameOf(kind, studyId), draft)
}

export function clearApplicationDraft(kind: ApplicantKind, studyId: number) {
  clearDraft(nameOf(kind, studyId))
}
