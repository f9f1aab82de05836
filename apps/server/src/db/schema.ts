import type { Generated, Insertable, Selectable } from 'kysely'

// Timestamps are ISO 8601 strings in UTC and dates are YYYY-MM-DD strings on
// both engines, so rows read the same from SQLite and PostgreSQL.

export interface CodesTable {
  group_code: string
  code: string
  sort_order: number
  label_ko: string
  label_en: string
  label_zh: string
  label_ja: string
}
export type CodeRow = Selectable<CodesTable>
export type NewCodeRow = Insertable<CodesTable>

export interface PageViewsTable {
  id: Generated<number>
  path: string
  locale: string
  viewed_at: string
}

// Accounts
export interface MembersTable {
  id: Generated<number>
  /** A blind index of the lower-cased e-mail once `personal` holds the e-mail (see members.repository). */
  email: string
  password_hash: string
  /** A blind index of the name once `personal` holds it. */
  name: string
  gender: string
  birth_date: string
  mobile: string
  /** A blind index of the mobile number's digits, so that find-ID matches however it was typed. */
  mobile_digits: string
  other_contact: string
  address: string
  nationality: string
  join_path: string
  prefer_contact_1: string
  prefer_contact_2: string
  prefer_contact_3: string
  prefer_contact_4: string
  prefer_contact_5: string
  subject_type: string
  always_apply_yn: string
  participation_term: string
  locale: string
  role: string
  failed_logins: number
  locked_at: string | null
  /** Names the member in the volunteer pool without identifying them. */
  pool_id: string | null
  /**
   * The e-mail, name, mobile, other contact and address, sealed with the member's data key; the
   * columns of the same names hold blind indexes or nothing. Null only before the start that seals it.
   */
  personal: Generated<string | null>
  /** The rules the name and mobile indexes were made with (MEMBER_LOOKUP_VERSION in members.repository). */
  lookup_version: Generated<number>
  created_at: string
  updated_at: string
}
export type MemberRow = Selectable<MembersTable>

export interface SessionsTable {
  token_hash: string
  member_id: number
  created_at: string
  last_seen_at: string
  ended_at: string | null
  /** logout, replaced (a newer login), password, expired */
  end_reason: string | null
  /** When the member last confirmed the password in this session (member info, volunteer form). */
  password_confirmed_at: string | null
}

export interface WithdrawnEmailsTable {
  /** HMAC-SHA-256 of the lower-cased e-mail with the app secret. */
  email_hash: string
  withdrawn_on: string
}

export interface VolunteerProfilesTable {
  member_id: number
  height: number
  weight: number
  smoking: string
  sick_cd: string
  sbj_cond: string
  disease_code: string
  /** kg/m² to one decimal, as bodyMassIndex computes it. */
  bmi: number | null
  /** The whole validated health part of the volunteer form, as JSON. */
  answers: string
  updated_at: string
}

export interface ConsentsTable {
  id: Generated<number>
  member_id: number
  kind: string
  version: string
  agreed_at: string
  /** When the member withdrew an optional consent; a withdrawn row stays as history. */
  withdrawn_at: string | null
}

/** One version of a consent text: members are asked to agree to it from effective_at on. */
export interface ConsentVersionsTable {
  kind: string
  version: string
  effective_at: string
  published_at: string
}

/** A version of the privacy policy: a draft, or published with the date it applies from (Korea time). */
export interface PrivacyPoliciesTable {
  id: Generated<number>
  status: string
  effective_date: string | null
  created_at: string
  updated_at: string
  published_at: string | null
  created_by: number | null
  published_by: number | null
}

/** A policy version's sanitized body in one locale. */
export interface PrivacyPolicyTextsTable {
  policy_id: number
  locale: string
  body_html: string
}

/** The exact words of a consent version in one locale. */
export interface ConsentTextsTable {
  kind: string
  version: string
  locale: string
  title: string
  body: string
}

export interface PasswordResetsTable {
  token_hash: string
  member_id: number
  created_at: string
  expires_at: string
  used_at: string | null
}

/** rate-limiter-flexible's store: `expire` in epoch milliseconds. */
export interface RateLimiterTable {
  key: string
  points: number
  expire: number | null
}

/** Consecutive failed logins per typed e-mail (keyed hash), per address and over all ('*'). */
/** Failed logins of an account: from every browser without a trusted device token ('*'), or from one device token. */
export interface LoginFailuresTable {
  subject: string
  device: string
  failures: number
  last_failed_at: string
}

// Recruitment notices
export interface StudiesTable {
  id: Generated<number>
  /** sbjCondCd: 01 healthy volunteer, 02 patient */
  sbj_cond_cd: string
  disease_code: string | null
  cancer_code: string | null
  /** online, phone */
  apply_method: string
  /** A any, M, F */
  gender: string
  age_min: number | null
  age_max: number | null
  /** Y smokers may join, N non-smokers only */
  smoker_allowed: string
  /** any, none (no medical history), yes (a history required) */
  history_rule: string
  term_months: number | null
  height_min: number | null
  height_max: number | null
  weight_min: number | null
  weight_max: number | null
  bmi_min: number | null
  bmi_max: number | null
  reward_won: number | null
  recruit_start: string
  recruit_end: string
  research_start: string | null
  research_end: string | null
  phase: string | null
  closed_yn: Generated<string>
  /** N while a draft: not on the public site. */
  published_yn: Generated<string>
  /** The staff member who hears of new applications. */
  owner_staff_id: number | null
  /** How many the notice means to enrol. */
  target_count: number | null
  view_count: Generated<number>
  created_at: string
  updated_at: string
}
export type StudyRow = Selectable<StudiesTable>
export type NewStudyRow = Insertable<StudiesTable>

export interface StudyTextsTable {
  study_id: number
  locale: string
  title: string
  trial_type: string
  volunteer_type: string
  target_disease: string
  medical_history: string
  professor: string
  trial_drug: string
  target_patient: string
  extra_info: string
  /** Sanitized when written. */
  details_html: string
}
export type NewStudyTextRow = Insertable<StudyTextsTable>

export interface StudyFilesTable {
  id: Generated<number>
  study_id: number
  file_name: string
  content_type: string
  size: number
  content: Buffer
  /** The public order of a notice's attachments. */
  sort_order: Generated<number>
  created_at: string
}

// Applications
export interface ApplicationsTable {
  id: Generated<number>
  study_id: number
  /** Null for a non-member. */
  member_id: number | null
  locale: string
  /** received at first; later statuses are set by the center's staff */
  status: string
  /**
   * Lower-cased e-mail, name without spaces, birth date and mobile digits. A non-member applies once per
   * study and e-mail; the person's details are indexed (not unique) so that staff can spot the same person twice.
   */
  applicant_email: string
  applicant_name_key: string
  applicant_birth: string
  applicant_mobile_digits: string
  /** The validated form as submitted, as JSON. */
  snapshot: string
  consent_version: string
  privacy_agreed_at: string
  sensitive_agreed_at: string
  created_at: string
  updated_at: string
  owner_staff_id: Generated<number | null>
  next_action_on: Generated<string | null>
  /** The last change of status, owner or next action (the stale marker reads it). */
  last_activity_at: Generated<string>
  /** The join-path code ('' when unknown). */
  join_path: Generated<string>
  /** online, phone */
  channel: Generated<string>
  /** For a phone application: the staff member who took the consent, and how. */
  consent_taken_by: Generated<number | null>
  consent_note: Generated<string | null>
  closing_reason: Generated<string | null>
  /** A non-member's application: the hash of the mailed link's token that confirmed it. */
  confirmation_token_hash: Generated<string | null>
  /** The words of the next action, sealed with the application's data key. */
  next_action_text: Generated<string | null>
  /** The pre-screening version answered, the answers (sealed like the form) and the result of its rules. */
  prescreen_version_id: Generated<number | null>
  prescreen_answers: Generated<string | null>
  prescreen_result: Generated<string | null>
  /** The furthest step of the recruitment funnel its status ever reached (funnel-step.ts); never goes back. */
  furthest_step: Generated<number>
  /** When a person of the staff first changed its status (funnel-step.ts); null until then. */
  first_contacted_at: Generated<string | null>
  /** Milliseconds from created_at to first_contacted_at, set with it (funnel-step.ts); null until then. */
  first_contact_ms: Generated<number | null>
}
export type ApplicationRow = Selectable<ApplicationsTable>

/** The history of an application: status changes (with reason and sealed note), owner, next action. */
export interface ApplicationEventsTable {
  id: Generated<number>
  application_id: number
  staff_id: number | null
  staff_name: string | null
  kind: string
  from_status: string | null
  to_status: string | null
  reason: string | null
  note: string | null
  value: string | null
  /** For a status that mails: held (a job waits) or off (the coordinator chose no mail). */
  mail: Generated<string | null>
  created_at: string
}

export interface InvitationsTable {
  id: Generated<number>
  study_id: number
  member_id: number
  staff_id: number | null
  created_at: string
}

/** A screening-visit slot of a notice: `taken` counts its bookings (booked, attended, no-show). */
export interface VisitSlotsTable {
  id: Generated<number>
  study_id: number
  starts_at: string
  place: string
  capacity: number
  taken: Generated<number>
  /** 1: takes no new bookings. */
  closed: Generated<number>
  staff_id: number | null
  created_at: string
}

/** The live invitation of an application to book a visit: its mailed link names this row. */
export interface VisitInvitationsTable {
  id: Generated<number>
  application_id: number
  staff_id: number | null
  created_at: string
  expires_at: string
}

/** A booked visit: booked, attended or no_show. */
export interface VisitBookingsTable {
  id: Generated<number>
  application_id: number
  slot_id: number
  state: string
  version: Generated<number>
  created_at: string
  updated_at: string
}

export interface ConsoleSettingsTable {
  key: string
  value: string
  updated_at: string
}

/** A non-member's application until the applicant opens the mailed link; it counts nowhere before. */
export interface PendingApplicationsTable {
  /** The hash of the token in the mailed link. */
  token_hash: string
  study_id: number
  locale: string
  applicant_email: string
  applicant_name_key: string
  applicant_birth: string
  applicant_mobile_digits: string
  /** The join-path code, kept as the application's source once confirmed. */
  join_path: Generated<string>
  /** The validated form, sealed with a data key of its own. */
  snapshot: string
  consent_version: string
  /** When both consents were given (the form was sent). */
  agreed_at: string
  created_at: string
  expires_at: string
  prescreen_version_id: Generated<number | null>
  prescreen_answers: Generated<string | null>
  prescreen_result: Generated<string | null>
}

/** One version of a notice's pre-screening questionnaire: its questions and rules, as JSON. */
export interface PrescreenVersionsTable {
  id: Generated<number>
  study_id: number
  version: number
  questions: string
  saved_at: string
  saved_by_staff_id: number | null
  saved_by_name: string | null
}

// Members' questions
export interface QuestionsTable {
  id: Generated<number>
  member_id: number
  locale: string
  title: string
  body: string
  /** waiting, answered */
  status: string
  answer: string | null
  answered_at: string | null
  /** When the answer was last changed after it was first sent. */
  answer_edited_at: string | null
  /** The staff member who wrote the answer last. */
  answered_by: string | null
  created_at: string
  updated_at: string
}

export interface DataKeysTable {
  id: Generated<number>
  /** Null for the key of a non-member's application. */
  member_id: number | null
  /** Which key-encryption key wrapped this one, so that it can rotate. */
  kek_id: string
  /** AES-256-GCM of the 32-byte data key: base64url of IV, tag and ciphertext. */
  wrapped_key: string
  created_at: string
}

// The staff console
export interface StaffTable {
  id: Generated<number>
  email: string
  name: string
  role: string
  /** pending, active, disabled */
  status: string
  password_hash: string | null
  totp_secret: string | null
  pending_totp_secret: string | null
  totp_last_step: Generated<number>
  failed_logins: Generated<number>
  locked_at: string | null
  last_login_at: string | null
  /** each, daily, off: how new applications to the staff member's notices are told. */
  notify_mode: Generated<string>
  created_at: string
  updated_at: string
}
export type StaffRow = Selectable<StaffTable>

export interface StaffSetupLinksTable {
  token_hash: string
  staff_id: number
  expires_at: string
  used_at: string | null
}

export interface StaffRecoveryCodesTable {
  code_hash: string
  staff_id: number
  used_at: string | null
}

export interface StaffLoginChallengesTable {
  token_hash: string
  staff_id: number
  expires_at: string
}

export interface StaffSessionsTable {
  token_hash: string
  staff_id: number
  created_at: string
  last_seen_at: string
  ended_at: string | null
}

export interface AccessLogTable {
  seq: number
  occurred_at: string
  staff_id: number | null
  staff_name: string | null
  action: string
  record_type: string | null
  record_id: string | null
  reason: string | null
  reason_text: string | null
  address: string
  /** The rows an export held. */
  row_count: number | null
  prev_hash: string
  hash: string
}
export type AccessLogRow = Selectable<AccessLogTable>

/** The head of an archive of access-log rows (decision 0039), signed with a key derived from the app secret. */
export interface AccessLogArchivesTable {
  id: Generated<number>
  first_seq: number
  last_seq: number
  /** The hash the first archived row follows. */
  prev_hash: string
  last_hash: string
  last_occurred_at: string
  row_count: number
  /** The archive's file name, in ACCESS_LOG_ARCHIVE_DIR. */
  file: string
  created_at: string
  signature: string
}
export type AccessLogArchiveRow = Selectable<AccessLogArchivesTable>

/** A point of the access log that verify-log found whole, signed (decision 0039). */
export interface AccessLogCheckpointsTable {
  id: Generated<number>
  seq: number
  hash: string
  verified_at: string
  signature: string
}

// Background work
export interface JobsTable {
  id: Generated<number>
  kind: string
  /** The same work is queued once: a second insert with this key does nothing. */
  unique_key: string
  /** JSON of the ids the work is about. */
  payload: string
  /** queued, running, done, failed, cancelled (taken back before a worker claimed it) */
  status: string
  attempts: Generated<number>
  max_attempts: number
  run_at: string
  /** The worker holding the lease, and until when. */
  locked_by: string | null
  locked_until: string | null
  last_error: string | null
  /** What the work did (a mail's Message-ID). */
  result: string | null
  created_at: string
  updated_at: string
  finished_at: string | null
}
export type JobRow = Selectable<JobsTable>

// Contact preferences and alerts
export interface MemberContactPreferencesTable {
  member_id: number
  alerts_yn: Generated<string>
  /** now or weekly */
  alerts_frequency: Generated<string>
  paused_until: string | null
  email_verified_at: string | null
  /** The members.email blind index of the address confirmed by the link. */
  verified_email: string | null
  verification_sent_at: string | null
  updated_at: string
}

export interface AlertDeliveriesTable {
  id: Generated<number>
  member_id: number
  study_id: number
  /** The unique key of the mail job that carries this alert. */
  mail_key: string | null
  created_at: string
  sent_at: string | null
}

/** A counter per kind of public data, bumped by every change (see the change feed). */
export interface ChangeGenerationsTable {
  topic: string
  generation: number
}

/** One saved version of the center's identity or of a public text (decision 0033). */
export interface SiteContentVersionsTable {
  id: Generated<number>
  /** 'identity', 'faq', … */
  kind: string
  /**
   * published: the one the site shows (one per kind); previous: kept for restoring; draft: the
   * console's unpublished work (one per kind, rewritten in place; not for identity).
   */
  state: string
  /** The content as JSON, valid by the kind's contract schema. */
  body: string
  created_at: string
  created_by: number | null
  created_by_name: string | null
  restored_from: number | null
}

/** An uploaded logo (SVG or PNG), served by the site. */
export interface SiteLogosTable {
  id: Generated<number>
  content_type: string
  content: Buffer
  created_at: string
}

export interface Database {
  prescreen_versions: PrescreenVersionsTable
  codes: CodesTable
  page_views: PageViewsTable
  studies: StudiesTable
  study_texts: StudyTextsTable
  study_files: StudyFilesTable
  members: MembersTable
  sessions: SessionsTable
  withdrawn_emails: WithdrawnEmailsTable
  volunteer_profiles: VolunteerProfilesTable
  consents: ConsentsTable
  consent_versions: ConsentVersionsTable
  consent_texts: ConsentTextsTable
  privacy_policies: PrivacyPoliciesTable
  privacy_policy_texts: PrivacyPolicyTextsTable
  password_resets: PasswordResetsTable
  rate_limiter: RateLimiterTable
  login_failures: LoginFailuresTable
  applications: ApplicationsTable
  pending_applications: PendingApplicationsTable
  questions: QuestionsTable
  data_keys: DataKeysTable
  staff: StaffTable
  staff_setup_links: StaffSetupLinksTable
  staff_recovery_codes: StaffRecoveryCodesTable
  staff_login_challenges: StaffLoginChallengesTable
  staff_sessions: StaffSessionsTable
  access_log: AccessLogTable
  access_log_archives: AccessLogArchivesTable
  access_log_checkpoints: AccessLogCheckpointsTable
  jobs: JobsTable
  application_events: ApplicationEventsTable
  invitations: InvitationsTable
  console_settings: ConsoleSettingsTable
  member_contact_preferences: MemberContactPreferencesTable
  alert_deliveries: AlertDeliveriesTable
  change_generations: ChangeGenerationsTable
  visit_slots: VisitSlotsTable
  visit_invitations: VisitInvitationsTable
  visit_bookings: VisitBookingsTable
  site_content_versions: SiteContentVersionsTable
  site_logos: SiteLogosTable
}
