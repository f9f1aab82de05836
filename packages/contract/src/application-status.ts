import { z } from 'zod'

// The applicant pipeline: where an application stands. The member sees the status on My Page;
// the center's staff move it in the console.

/** In pipeline order: the open steps, then enrolment and the four ways an application closes. */
export const APPLICATION_STATUSES = [
  'received',
  'contacted',
  'prescreen_passed',
  'screening_booked',
  'screened',
  'enrolled',
  'not_eligible',
  'declined',
  'no_answer',
  'withdrawn',
] as const
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES)
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>

/** Statuses that end an application without enrolment: a closing reason is required. */
export const CLOSING_STATUSES = [
  'not_eligible',
  'declined',
  'no_answer',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[]

/** Statuses where the coordinator still has work to do (stale markers apply to these). */
export const OPEN_STATUSES = [
  'received',
  'contacted',
  'prescreen_passed',
  'screening_booked',
  'screened',
] as const satisfies readonly ApplicationStatus[]

/** The member is e-mailed (in their language, without health details) when an application reaches these. */
export const MAILED_STATUSES = [
  'screening_booked',
  'enrolled',
  ...CLOSING_STATUSES,
] as const satisfies readonly ApplicationStatus[]

export function isClosingStatus(status: string): boolean {
  return (CLOSING_STATUSES as readonly string[]).includes(status)
}

/** Why an application closed, for the closing statuses (statistics; never told to the applicant). */
export const CLOSING_REASONS = [
  'inclusion_criteria',
  'screening_result',
  'schedule',
  'lost_interest',
  'unreachable',
  'study_full',
  'other',
] as const
export const ClosingReasonSchema = z.enum(CLOSING_REASONS)
export type ClosingReason = z.infer<typeof ClosingReasonSchema>

/** An open application with no change for this many days is marked stale. */
export const STALE_DAYS = 7
