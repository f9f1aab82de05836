import { describe, expect, it } from 'vitest'
import { countStatuses, errorCode, fireAtOnce, listeningTestApp } from '../../test/concurrent-http.js'
import { callJson } from '../../test/server-process.js'
import { VALID_PASSWORD, memberWithSession } from '../members/members.factory.js'
import { PASSWORD_CHECKS_PER_MEMBER } from './password-check.js'

// Every step that asks a logged-in member for the password again shares one count of
// wrong answers per member, taken before the check: a stolen session token cannot
// be turned into a password guesser, however many requests arrive at once.
describe('password checks of a logged-in member under concurrent requests', () => {
  const server = listeningTestApp()

  const call = (path: string, token: string, body: unknown) =>
    callJson(server.base, { path, body, headers: { 'x-auth-token': token } })

  it('forty wrong current passwords at once to the password change: at most ten are checked', async () => {
    const { token } = await memberWithSession(server.app)
    const answers = await fireAtOnce(40, (index) =>
      call('/api/register/changePwd', token, {
        currentPassword: `Wrong#Guess${index}`,
        password: 'Another#Pass2026',
        passwordConfirm: 'Another#Pass2026',
      }),
    )
    const counts = countStatuses(answers)
    expect(counts[400] ?? 0).toBeLessThanOrEqual(PASSWORD_CHECKS_PER_MEMBER)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(40 - PASSWORD_CHECKS_PER_MEMBER)
    // The right current password is refused too until the window ends.
    const right = await call('/api/register/changePwd', token, {
      currentPassword: VALID_PASSWORD,
      password: 'Another#Pass2026',
      passwordConfirm: 'Another#Pass2026',
    })
    expect(right.status).toBe(429)
    expect(errorCode(right)).toBe('RATE_LIMITED')
  })

  it('forty wrong passwords at once to the confirmation before member info: at most ten are checked', async () => {
    const { token } = await memberWithSession(server.app)
    const answers = await fireAtOnce(40, (index) =>
      call('/api/kr/sbjUser/pwConfirm', token, { password: `Wrong#Guess${index}` }),
    )
    const counts = countStatuses(answers)
    expect(counts[400] ?? 0).toBeLessThanOrEqual(PASSWORD_CHECKS_PER_MEMBER)
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(40 - PASSWORD_CHECKS_PER_MEMBER)
  })

  it('counts the password change and the confirmation together', async () => {
    const { token } = await memberWithSession(server.app)
    for (let index = 0; index < PASSWORD_CHECKS_PER_MEMBER; index += 1) {
      await call('/api/kr/sbjUser/pwConfirm', token, { password: `Wrong#Guess${index}` })
    }
    const change = await call('/api/register/changePwd', token, {
      currentPassword: VALID_PASSWORD,
      password: 'Another#Pass2026',
      passwordConfirm: 'Another#Pass2026',
    })
    expect(change.status).toBe(429)
  })
})
