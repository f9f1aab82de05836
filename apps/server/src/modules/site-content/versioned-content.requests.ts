import type { FastifyInstance } from 'fastify'

// The requests tests make to a kind of versioned content (`/api/site/<path>`, `/api/admin/site/<path>`).

type Headers = Record<string, string>

/** `app` is read at each call: tests build their app in `beforeAll`. */
export function contentRequests<Published>(app: () => FastifyInstance, path: 'faq' | 'about') {
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
      (await app().inject({ url: `/api/site/${path}` })).json<Record<'faq' | 'about', Published>>()[path],
    /** The kind's access-log rows, oldest first. */
    logRows: () =>
      app().db.selectFrom('access_log').selectAll().where('action', 'like', `site.${path}%`).orderBy('seq').execute(),
  }
}
