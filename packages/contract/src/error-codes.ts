// The error codes without Zod: the web app's API client, on every page, needs only these.
// `errors.ts` adds the schemas and re-exports them.

/**
 * Every failure the API reports, by code. The web shows the localized message
 * of the code; the English message in the body is for logs and developers.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'CODE_GROUP_NOT_FOUND',
  // Recruitment notices
  'STUDY_NOT_FOUND',
  'FILE_NOT_FOUND',
  'UNAUTHENTICATED',
  'DUPLICATE_LOGIN',
  // Accounts
  'LOGIN_MISMATCH',
  'WITHDRAWN_EMAIL',
  'ACCOUNT_LOCKED',
  'DUPLICATE_EMAIL',
  'ID_NOT_FOUND',
  'PASSWORD_MISMATCH',
  'RESET_LINK_INVALID',
  'JOIN_FAILED',
  // Applications
  'RECRUITMENT_CLOSED',
  'RECRUITMENT_NOT_STARTED',
  'PHONE_APPLICATION_ONLY',
  'ALREADY_APPLIED',
  // A non-member's confirmation link that expired, was used, or never existed.
  'CONFIRMATION_LINK_INVALID',
  // A non-member's confirmation link opened again after it confirmed its application.
  'ALREADY_CONFIRMED',
  'APPLICATION_FAILED',
  // The notice's pre-screening questions changed while the applicant answered them: they are shown again.
  'PRESCREEN_CHANGED',
  // My Page, Q&A and withdrawal
  'SAVE_FAILED',
  'QNA_NOT_FOUND',
  'FORBIDDEN',
  // Member info and the volunteer form need a recent password confirmation (see PASSWORD_CONFIRMATION_MINUTES).
  'PASSWORD_CONFIRMATION_REQUIRED',
  'RATE_LIMITED',
  // A required consent has a new version the member has not agreed to: nothing else until they do.
  'CONSENT_RENEWAL_REQUIRED',
  // The version agreed to is not the current one of its kind (a newer one was published meanwhile).
  'CONSENT_VERSION_OUTDATED',
  // The signed link of a non-member's application no longer names an application.
  'WITHDRAWAL_LINK_INVALID',
  // Staff console: set-up and two-factor login
  'SETUP_LINK_INVALID',
  'LOGIN_CHALLENGE_INVALID',
  'TOTP_INVALID',
  'PASSWORD_TOO_COMMON',
  // Staff console: accounts, notices, attachments
  'STAFF_EMAIL_TAKEN',
  'SELF_CHANGE_REFUSED',
  'EDIT_CONFLICT',
  'NOTICE_ACTION_REFUSED',
  'ATTACHMENT_TYPE_REFUSED',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_LIMIT',
  // Staff console: the volunteer pool
  'ALREADY_INVITED',
  'INVITATION_REFUSED',
  // Contact preferences: a paused member or an unconfirmed address takes no invitations or alerts;
  // a confirmation or unsubscribe link that is forged, expired or for another address.
  'CONTACT_PAUSED',
  'EMAIL_UNVERIFIED',
  'CONTACT_LINK_INVALID',
  // Staff console: the privacy policy and consent texts (a published version is never changed).
  'EFFECTIVE_DATE_PAST',
  'EFFECTIVE_DATE_TAKEN',
  'CONSENT_VERSION_TAKEN',
  // Screening visits: the slot filled up or closed meanwhile (the answer lists the next free
  // slots); an invitation link that is forged, expired or superseded; a change after the cut-off;
  // a slot with bookings cannot be deleted; attendance of a visit nobody booked.
  'SLOT_FULL',
  'VISIT_LINK_INVALID',
  'VISIT_CHANGE_CLOSED',
  'SLOT_IN_USE',
  'VISIT_NOT_BOOKED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
