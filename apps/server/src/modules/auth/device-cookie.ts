import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { DeviceToken, LoginKind } from './login-devices.js'

/** The login calls a device cookie goes with: a cookie's path covers the paths below it (the code step's too). */
const LOGIN_PATHS: Record<LoginKind, string> = { member: '/api/auth/login', staff: '/api/admin/login' }

/**
 * Reads the cookies of the requests of the routes registered in `app` (the login routes' own
 * context: no other route parses or sets cookies) into `request.cookies`, and lets them set cookies.
 */
export async function registerDeviceCookies(app: FastifyInstance) {
  await app.register(cookie)
}

/**
 * Hands the browser its device token: readable by no script, sent only with the login calls of
 * its kind and never by another site's page, and only over HTTPS where the site is served so.
 */
export function setDeviceCookie(reply: FastifyReply, kind: LoginKind, token: DeviceToken) {
  reply.setCookie(token.name, token.value, {
    path: LOGIN_PATHS[kind],
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.publicUrl.startsWith('https://'),
    maxAge: token.maxAgeSeconds,
  })
}
