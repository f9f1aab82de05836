import type { FastifyBaseLogger } from 'fastify'

/**
 * The security events an operator alerts on. Each is one log line with an `event`
 * field; fields never carry a password, a token or an e-mail address in clear
 * (a login's e-mail appears as the first characters of its keyed hash).
 */
export const SECURITY_EVENTS = {
  'login.failed': 'warn',
  'login.unlocked': 'info',
  'password.confirm_failed': 'warn',
  'password.changed': 'info',
  'password.reset_requested': 'info',
  'password.reset': 'info',
  'member.withdrawn': 'info',
  'rate_limit.refused': 'warn',
  'reauth.required': 'info',
  'member.data_exported': 'info',
} as const satisfies Record<string, 'info' | 'warn'>
export type SecurityEvent = keyof typeof SECURITY_EVENTS

export type SecurityEventFields = Record<string, string | number | boolean | undefined>

export function securityEvent(log: FastifyBaseLogger, event: SecurityEvent, fields: SecurityEventFields = {}): void {
  log[SECURITY_EVENTS[event]]({ event, ...fields }, event)
}

/** The part of a keyed e-mail hash that lets an operator group events without learning the e-mail. */
export function subjectTag(subject: string): string {
  return subject.slice(0, 12)
}
