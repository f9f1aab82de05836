import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { staffWithSession } from '../staff/staff.factory.js'

// What the tests of a kind of versioned content share: the app and its staff, and the requests
// they make (`/api/site/<path>`, `/api/admin/site/<path>`).

type Headers = Record<string, string>
type Staff = Awaited<ReturnType<typeof staffWithSession>>

/**
 * A test app with an admin, a coordinator and a privacy officer logged in, built before the
 * file's tests and closed after them. Read its fields inside the tests.
 */
export function contentTestBed() {
  const bed = {} as { app: Awaited<ReturnType<typeof createTestApp>>; admin: Staff; coordinator: Staff; officer: Staff }
  beforeAll(async () => {
    bed.app = await createTestApp()
    bed.admin = await staffWithSession(bed.app, 'admin', '이관리')
    bed.coordinator = await staffWithSession(bed.app, 'coordinator', '박코디')
    bed.officer = await staffWithSession(bed.app, 'privacy_officer', '최보호')
  })
  afterAll(() => bed.app.close())
  return bed
}

/** `app` is read at each call: tests build their app in `beforeAll`. */
export function contentRequests<Published>(app: () => FastifyInstance, path: 'faq' | 'about' | 'banners') {
  const admin = `/api/admin/site/${path}`
  return {
    saveDraft: (headers: Headers, payload: unknown) =>
      app().inject({ method: 'PUT', url: `${admin}/draft`, headers, payload: payload as object }),
    publish: (headers: Headers, draftSavedAt: unknown) =>
      app().inject({ method: 'POST', url: `${admin}/publish`, headers, payload: { draftSavedAt } }),
    restore: (headers: Headers, versionId: number | string) =>
      app().inject({ method: 'POST', url: `${admin}/versions/${versionId}/restore`, headers }),
    consoleView: (headers: Headers) => app().inject({ url: admin, headers }),
    /** The published content as the public API answers it. */
    published: async () =>
      (await app().inject({ url: `/api/site/${path}` })).json<Record<typeof path, Published>>()[path],
    /** The kind's access-log rows, oldest first. */
    logRows: () =>
      app().db.selectFrom('access_log').selectAll().where('action', 'like', `site.${path}%`).orderBy('seq').execute(),
  }
}
