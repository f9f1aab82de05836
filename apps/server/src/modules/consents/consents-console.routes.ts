import { OkResponseSchema } from '@ctc/contract/auth'
import { ConsentPublishRequestSchema, ConsentVersionListResponseSchema } from '@ctc/contract/privacy-texts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import * as consents from './consents.service.js'

/** Consent texts in the console (`publishPrivacyTexts`): what `npm run consents -- publish` does, logged. */
export const consentsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff('publishPrivacyTexts'))

  app.get(
    '/api/admin/consents',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Every version of every consent, with the one members are asked to agree to now',
        response: { 200: ConsentVersionListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async () => ({ dataList: await consents.consoleVersions(app.db, app.now()) }),
  )

  app.post(
    '/api/admin/consents',
    {
      schema: {
        ...STAFF_ROUTE,
        summary:
          'Publishes a new consent version in four locales; from its effective time members agree again at login (409 CONSENT_VERSION_TAKEN)',
        body: ConsentPublishRequestSchema,
        response: { 200: OkResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      await consents.publishFromConsole({ ...staffContext(app, request), session: currentStaff(request) }, request.body)
      return { result: 'ok' as const }
    },
  )
}
