import { LoginRequestSchema, LoginResponseSchema, LoginedResponseSchema, OkResponseSchema } from '@ctc/contract/auth'
import { ErrorBodySchema } from '@ctc/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { login, logout } from './auth.service.js'
import { registerDeviceCookies, setDeviceCookie } from './device-cookie.js'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerDeviceCookies(app)

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Logs in with e-mail (ID) and password; answers the session token as `auth`',
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { answer, device } = await login(app.db, request.body, {
        address: request.ip,
        now: app.now(),
        secret: app.config.appSecret,
        log: request.log,
        cookies: request.cookies,
      })
      setDeviceCookie(reply, 'member', device)
      return answer
    },
  )

  app.get(
    '/api/auth/logined',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether x-auth-token names a live session (`data`)',
        security: [{ token: [] }],
        response: { 200: LoginedResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => (request.member ? { data: true, userName: request.member.name } : { data: false }),
  )

  app.get(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session of x-auth-token',
        security: [{ token: [] }],
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      await logout(app.db, request.sessionTokenHash, app.now())
      return { result: 'ok' as const }
    },
  )
}
