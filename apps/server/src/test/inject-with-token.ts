import type { FastifyInstance } from 'fastify'

/** Calls the API as the member of a session token (x-auth-token), or anonymously without one. */
export function injectWithToken(
  app: FastifyInstance,
  token: string | undefined,
  request: { method: 'GET' | 'POST'; url: string; payload?: unknown },
) {
  return app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    headers: token ? { 'x-auth-token': token } : {},
  })
}
