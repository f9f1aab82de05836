import type { VolunteerFormInput } from '@ctc/contract/volunteer-form'
import { type PrescreenAnswer, PrescreenAnswerSchema } from '@ctc/contract/prescreen'
import { z } from 'zod'
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
  /** Answers to the study's own questions, by question key (checked when sent). */
  prescreen?: Record<string, PrescreenAnswer | undefined>
}

// Each part of a stored draft is read on its own: a damaged part falls back, the rest is kept.
// The answers are checked by the form's schema when sent, not here.
const StoredDraftSchema = z.object({
  consented: z.boolean().catch(false),
  step: z.enum(['applicant', 'health']).catch('applicant'),
  values: z
    .custom<Partial<VolunteerFormInput>>((value) => typeof value === 'object' && value !== null)
    .optional()
    .catch(undefined),
  saveToProfile: z.boolean().catch(false),
  prescreen: z.record(z.string(), PrescreenAnswerSchema).optional().catch(undefined),
})

const EMPTY: ApplicationDraft = { consented: false, step: 'applicant' }

const nameOf = (kind: ApplicantKind, studyId: number) => `application:${kind}:${studyId}`

export function readApplicationDraft(kind: ApplicantKind, studyId: number): ApplicationDraft {
  return StoredDraftSchema.safeParse(readDraft(nameOf(kind, studyId))).data ?? EMPTY
}

export function writeApplicationDraft(kind: ApplicantKind, studyId: number, draft: ApplicationDraft) {
  writeDraft(nameOf(kind, studyId), draft)
}

export function clearApplicationDraft(kind: ApplicantKind, studyId: number) {
  clearDraft(nameOf(kind, studyId))
}
