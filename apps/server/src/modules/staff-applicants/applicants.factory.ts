import { CONSENT_VERSION } from '@ctc/contract/consents'
import type { FastifyInstance } from 'fastify'
import { applicantKeys } from '../../crypto/applicant-keys.js'
import { newDataKey, sealJson } from '../../crypto/data-keys.js'
import { buildApplicationForm } from '../applications/applications.factory.js'
import { insertApplication } from '../applications/applications.repository.js'

// Test factories of the pipeline: a non-member's application as it stands once it counts.

export async function insertGuestApplication(
  app: FastifyInstance,
  studyId: number,
  form: Parameters<typeof buildApplicationForm>[0] = {},
  at = app.now(),
) {
  const full = buildApplicationForm(form)
  return app.db.transaction().execute(async (trx) => {
    const key = await newDataKey(trx, app.config.appSecret, at)
    return insertApplication(trx, {
      study_id: studyId,
      member_id: null,
      locale: 'kr',
      status: 'received',
      ...applicantKeys(app.config.appSecret, full),
      join_path: full.joinPath,
      snapshot: sealJson(key, full),
      consent_version: CONSENT_VERSION,
      privacy_agreed_at: at.toISOString(),
      sensitive_agreed_at: at.toISOString(),
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
  })
}
