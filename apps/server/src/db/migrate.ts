import { type Kysely, type Migration, Migrator } from 'kysely'
import { DatabaseUnavailableError } from './database-faults.js'
import * as foundation from './migrations/20261122-0001-foundation.js'
import * as studies from './migrations/20261122-0002-studies.js'
import * as accounts from './migrations/20261122-0003-accounts.js'
import * as applications from './migrations/20261122-0004-applications.js'
import * as qna from './migrations/20261122-0005-qna.js'
import * as limits from './migrations/20261123-0201-limits.js'
import * as plainColumnNames from './migrations/20261123-0301-plain-column-names.js'
import * as dataKeys from './migrations/20261123-0401-data-keys.js'
import * as staffConsole from './migrations/20261124-0501-staff-console.js'
import * as passwordConfirmation from './migrations/20261124-0502-password-confirmation.js'
import * as pendingApplications from './migrations/20261125-0601-pending-applications.js'
import * as sealedQuestions from './migrations/20261125-0701-sealed-questions.js'
import * as sealedMemberDetails from './migrations/20261125-0702-sealed-member-details.js'
import * as jobs from './migrations/20261125-0801-jobs.js'
import * as applicantPipeline from './migrations/20261125-0802-applicant-pipeline.js'
import * as changeGenerations from './migrations/20261126-1601-change-generations.js'
import * as searchStartIndex from './migrations/20261126-1602-search-start-index.js'
import * as contactPreferences from './migrations/20261126-18a1-contact-preferences.js'
import * as consentVersions from './migrations/20261126-18b1-consent-versions.js'
import * as applicationConfirmationToken from './migrations/20261128-e1-application-confirmation-token.js'
import * as loginDevices from './migrations/20261128-a1-login-devices.js'
import * as memberLookupVersion from './migrations/20261128-g1-member-lookup-version.js'
import * as consoleIndexes from './migrations/20261129-k1-console-indexes.js'
import * as pipelineMailHold from './migrations/20261128-f1-pipeline-mail-hold.js'
import * as accessLogArchives from './migrations/20261129-r1-access-log-archives.js'
import * as accessLogCheckpoints from './migrations/20261129-r2-access-log-checkpoints.js'
import * as jobUpkeep from './migrations/20261129-r3-job-upkeep.js'
import * as pipelineOrder from './migrations/20261129-perf1-pipeline-order.js'
import * as furthestStep from './migrations/20261129-s1-furthest-step.js'
import * as firstContact from './migrations/20261129-s2-first-contact.js'
import * as dashboardFigures from './migrations/20261130-d1-dashboard-figures.js'
import * as poolRule from './migrations/20261130-e1-pool-rule.js'
import * as firstContactMs from './migrations/20261130-f1-first-contact-ms.js'
import * as prescreen from './migrations/20261129-p1-prescreen.js'
import * as privacyPolicy from './migrations/20261129-h8c1-privacy-policy.js'
import * as visitBooking from './migrations/20261129-b1-visit-booking.js'
import * as siteContent from './migrations/20261129-h81-site-content.js'

// Migrations are listed here rather than read from a folder, so the same list
// runs from TypeScript sources (tests, dev) and from the compiled build. Kysely runs them in the
// order of their names and refuses a database that has run a name sorting after a new one: a new
// migration goes at the end, named after every other (migrate.test.ts).
export const migrations: Record<string, Migration> = {
  '20261122-0001-foundation': foundation,
  '20261122-0002-studies': studies,
  '20261122-0003-accounts': accounts,
  '20261122-0004-applications': applications,
  '20261122-0005-qna': qna,
  '20261123-0201-limits': limits,
  '20261123-0301-plain-column-names': plainColumnNames,
  '20261123-0401-data-keys': dataKeys,
  '20261124-0501-staff-console': staffConsole,
  '20261124-0502-password-confirmation': passwordConfirmation,
  '20261125-0601-pending-applications': pendingApplications,
  '20261125-0701-sealed-questions': sealedQuestions,
  '20261125-0702-sealed-member-details': sealedMemberDetails,
  '20261125-0801-jobs': jobs,
  '20261125-0802-applicant-pipeline': applicantPipeline,
  '20261126-1601-change-generations': changeGenerations,
  '20261126-1602-search-start-index': searchStartIndex,
  '20261126-18a1-contact-preferences': contactPreferences,
  '20261126-18b1-consent-versions': consentVersions,
  '20261128-a1-login-devices': loginDevices,
  '20261128-e1-application-confirmation-token': applicationConfirmationToken,
  '20261128-f1-pipeline-mail-hold': pipelineMailHold,
  '20261128-g1-member-lookup-version': memberLookupVersion,
  '20261129-b1-visit-booking': visitBooking,
  '20261129-h81-site-content': siteContent,
  '20261129-h8c1-privacy-policy': privacyPolicy,
  '20261129-k1-console-indexes': consoleIndexes,
  '20261129-p1-prescreen': prescreen,
  '20261129-perf1-pipeline-order': pipelineOrder,
  '20261129-r1-access-log-archives': accessLogArchives,
  '20261129-r2-access-log-checkpoints': accessLogCheckpoints,
  '20261129-r3-job-upkeep': jobUpkeep,
  '20261129-s1-furthest-step': furthestStep,
  '20261129-s2-first-contact': firstContact,
  '20261130-d1-dashboard-figures': dashboardFigures,
  '20261130-e1-pool-rule': poolRule,
  '20261130-f1-first-contact-ms': firstContactMs,
}

// Migrations work on an untyped database: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    // Not reaching the database is not a failed migration, and says so.
    if (!failed && error instanceof DatabaseUnavailableError) throw error
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
