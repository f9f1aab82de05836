import type { NewJob } from '../../jobs/job-queue.js'

// The background work applications call for, by kind; the staff console's applicants module
// handles them.

/** A new application: its owner and the center are told (each at once, or in the day's digest). */
export const NEW_APPLICATION = 'application.new'
/** A status change the applicant is e-mailed about. */
export const STATUS_MAIL = 'application.status_mail'

export const newApplicationJob = (applicationId: number): NewJob => ({
  kind: NEW_APPLICATION,
  key: `${NEW_APPLICATION}:${applicationId}`,
  payload: { applicationId },
})

export const statusMailJob = (eventId: number): NewJob => ({
  kind: STATUS_MAIL,
  key: `${STATUS_MAIL}:${eventId}`,
  payload: { eventId },
})
