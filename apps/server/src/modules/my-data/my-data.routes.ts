import { LangParamsSchema } from '@ctc/contract/locale'
import { MyDataQuerySchema } from '@ctc/contract/my-data'
import contentDisposition from 'content-disposition'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentMember, requireMember, requireRecentPasswordConfirmation } from '../../plugins/auth.js'
import { renderMyDataHtml } from './my-data-html.js'
import { gatherMyData } from './my-data.service.js'

export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/:lang/sbjUser/myData',
    {
      // Personal and health data in one file: a session alone is not enough (as for member info).
      onRequest: [requireMember, requireRecentPasswordConfirmation],
      schema: {
        tags: ['my-page'],
        security: [{ token: [] }],
        summary: 'Everything the site holds about the member, as JSON or as a readable HTML page (logged)',
        params: LangParamsSchema,
        querystring: MyDataQuerySchema,
      },
    },
    async (request, reply) => {
      const { lang } = request.params
      const { format } = request.query
      const data = await gatherMyData(app.db, app.config.appSecret, currentMember(request).id, lang, {
        now: app.now(),
        log: request.log,
        format,
      })
      const body = format === 'json' ? JSON.stringify(data, null, 2) : renderMyDataHtml(data, lang)
      return reply
        .header('content-type', format === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8')
        .header('content-disposition', contentDisposition(`my-data.${format}`))
        .send(body)
    },
  )
}
