import contentDisposition from 'content-disposition'
import { ACCESS_LOG_PAGE_SIZE, AccessLogQuerySchema, AccessLogResponseSchema } from '@ctc/contract/staff-access-log'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { boundedPaging } from '../studies/studies.service.js'
import { accessLogCsv, appendAccess, readAccessLog } from './access-log.js'
import { registerAccessLogAnchorJob } from './access-log-anchor.js'
import { registerAccessLogArchiveJob } from './access-log-archive.js'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from './staff-guard.js'

/** The access log, for privacy officers (`readAccessLog`); reading and exporting it are logged too. */
export const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff('readAccessLog'))
  registerAccessLogAnchorJob(app)
  registerAccessLogArchiveJob(app)

  const logRead = async (
    request: Parameters<typeof currentStaff>[0],
    action: 'access_log.view' | 'access_log.export',
  ) => {
    const { staff } = currentStaff(request)
    const ctx = staffContext(app, request)
    await appendAccess(
      ctx.db,
      { staffId: staff.staffId, staffName: staff.name, action, recordType: 'access_log', address: ctx.address },
      ctx.now,
    )
  }

  app.get(
    '/api/admin/access-log',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'The access log, newest first, filtered and paged',
        querystring: AccessLogQuerySchema,
        response: { 200: AccessLogResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { entries, total, cursors } = await readAccessLog(app.db, request.query)
      await logRead(request, 'access_log.view')
      return { dataList: entries, paging: boundedPaging(request.query.page, ACCESS_LOG_PAGE_SIZE, total), cursors }
    },
  )

  app.get(
    '/api/admin/access-log.csv',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'The filtered access log as a CSV file (UTF-8 with BOM)',
        querystring: AccessLogQuerySchema.omit({ page: true }),
        response: { 200: z.string(), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const csv = await accessLogCsv(app.db, request.query)
      await logRead(request, 'access_log.export')
      const day = app.now().toISOString().slice(0, 10)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`access-log-${day}.csv`))
        .send(csv)
    },
  )
}
