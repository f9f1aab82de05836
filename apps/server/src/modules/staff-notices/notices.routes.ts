import {
  ATTACHMENT_MAX_BYTES,
  AttachmentListResponseSchema,
  AttachmentOrderRequestSchema,
  AttachmentParamsSchema,
  AttachmentRenameRequestSchema,
  AttachmentSchema,
  AttachmentUploadQuerySchema,
  NOTICE_ACTIONS,
  NoticeCreateRequestSchema,
  NoticeDetailResponseSchema,
  NoticeIdParamsSchema,
  NoticeListQuerySchema,
  NoticeListResponseSchema,
  NoticePreviewQuerySchema,
  NoticeSavedResponseSchema,
  NoticeUpdateRequestSchema,
} from '@ctc/contract/staff-notices'
import { StudyViewResponseSchema } from '@ctc/contract/studies'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../errors.js'
import { currentStaff, requireStaff, staffContext, STAFF_ERRORS, STAFF_ROUTE } from '../staff/staff-guard.js'
import { attachmentDisposition } from '../studies/attachment-disposition.js'
import * as studies from '../studies/studies.service.js'
import * as notices from './notices.service.js'

const tooLarge = () =>
  new AppError(413, 'ATTACHMENT_TOO_LARGE', `An attachment may have at most ${ATTACHMENT_MAX_BYTES} bytes`)

/** Notices in the console (`dailyWork`): every write is logged and reaches every process's public pages. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff('dailyWork'))
  // Attachments arrive as raw bytes; a body over the limit is refused before it is read whole.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES },
    (_r, body, done) => done(null, body),
  )
  app.setErrorHandler((error, _request, _reply) => {
    // Thrown on, so that the app's handler answers it in the error envelope.
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge()
    throw error
  })
  const ctx = (request: FastifyRequest): notices.NoticeContext => ({
    ...staffContext(app, request),
    session: currentStaff(request),
    changes: app.changes,
    wakeJobs: () => app.jobs.wake(),
  })

  app.get(
    '/api/admin/notices',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Notices, drafts included: search, status, classification, dates; sorted and paged',
        querystring: NoticeListQuerySchema,
        response: { 200: NoticeListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => notices.list(staffContext(app, request), request.query),
  )

  app.post(
    '/api/admin/notices',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'A new notice, a draft unless published at once',
        body: NoticeCreateRequestSchema,
        response: { 200: NoticeSavedResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => notices.create(ctx(request), request.body.notice, request.body.publish),
  )

  app.get(
    '/api/admin/notices/:studyId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'A notice as the form edits it, with its state and attachments',
        params: NoticeIdParamsSchema,
        response: { 200: NoticeDetailResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => notices.detail(staffContext(app, request), request.params.studyId),
  )

  app.put(
    '/api/admin/notices/:studyId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Saves the whole notice; 409 EDIT_CONFLICT when someone changed it since it was read',
        params: NoticeIdParamsSchema,
        body: NoticeUpdateRequestSchema,
        response: { 200: NoticeSavedResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) =>
      notices.update(ctx(request), request.params.studyId, request.body.notice, request.body.updatedAt),
  )

  for (const action of NOTICE_ACTIONS) {
    app.post(
      `/api/admin/notices/:studyId/${action}`,
      {
        schema: {
          ...STAFF_ROUTE,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} the notice`,
          params: NoticeIdParamsSchema,
          response: { 200: NoticeSavedResponseSchema, ...STAFF_ERRORS },
        },
      },
      async (request) => notices.act(ctx(request), request.params.studyId, action),
    )
  }

  app.get(
    '/api/admin/notices/:studyId/preview',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "The public detail page's data, drafts included (counts no view)",
        params: NoticeIdParamsSchema,
        querystring: NoticePreviewQuerySchema,
        response: { 200: StudyViewResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { study, files } = await studies.preview(app.db, request.query.lang, request.params.studyId, app.now())
      return { studyData: study, fileList: files }
    },
  )

  app.post(
    '/api/admin/notices/:studyId/files',
    {
      bodyLimit: ATTACHMENT_MAX_BYTES,
      schema: {
        ...STAFF_ROUTE,
        summary: 'Uploads one attachment (raw bytes); PDF, images, HWP, DOCX or XLSX by content',
        params: NoticeIdParamsSchema,
        querystring: AttachmentUploadQuerySchema,
        response: { 200: AttachmentSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Send the file as application/octet-stream')
      }
      return notices.upload(ctx(request), request.params.studyId, request.query.fileName, request.body)
    },
  )

  app.put(
    '/api/admin/notices/:studyId/files/order',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: "The attachments in a new order (every id of the notice's, once)",
        params: NoticeIdParamsSchema,
        body: AttachmentOrderRequestSchema,
        response: { 200: AttachmentListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ files: await notices.reorder(ctx(request), request.params.studyId, request.body.fileIds) }),
  )

  app.patch(
    '/api/admin/notices/:studyId/files/:fileId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Renames an attachment (its extension follows its content)',
        params: AttachmentParamsSchema,
        body: AttachmentRenameRequestSchema,
        response: { 200: AttachmentListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({
      files: await notices.rename(ctx(request), request.params.studyId, request.params.fileId, request.body.fileName),
    }),
  )

  app.delete(
    '/api/admin/notices/:studyId/files/:fileId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'Removes an attachment',
        params: AttachmentParamsSchema,
        response: { 200: AttachmentListResponseSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => ({ files: await notices.remove(ctx(request), request.params.studyId, request.params.fileId) }),
  )

  app.get(
    '/api/admin/notices/:studyId/files/:fileId',
    {
      schema: {
        ...STAFF_ROUTE,
        summary: 'The bytes of an attachment, drafts included',
        params: AttachmentParamsSchema,
        response: { 200: z.unknown().describe('The file bytes'), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const file = await notices.fileBytes(staffContext(app, request), request.params.studyId, request.params.fileId)
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', attachmentDisposition(file.file_name, file.id))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content))
    },
  )
}
