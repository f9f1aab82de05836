import type { ErrorCode } from './error-codes.js'
import type { ApplyMethod, StudyStatus } from './studies.js'

// Rules of a notice without Zod: the public notice page needs them before any form loads.
// `studies.ts` re-exports them.

/** Why a notice takes no online application today: the error code the server answers with. */
export type ApplicationRefusal = Extract<
  ErrorCode,
  'RECRUITMENT_CLOSED' | 'RECRUITMENT_NOT_STARTED' | 'PHONE_APPLICATION_ONLY'
>

/**
 * Whether a notice takes online applications: only while it is open, and never for cancer
 * studies, which take applications by phone where the center can talk them through.
 * Null when it does, else why not.
 */
export function onlineApplicationRefusal(study: {
  status: StudyStatus
  applyMethod: ApplyMethod
}): ApplicationRefusal | null {
  if (study.status === 'closed') return 'RECRUITMENT_CLOSED'
  if (study.status === 'upcoming') return 'RECRUITMENT_NOT_STARTED'
  if (study.applyMethod === 'phone') return 'PHONE_APPLICATION_ONLY'
  return null
}
