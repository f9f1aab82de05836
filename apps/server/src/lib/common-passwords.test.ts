import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.js'

describe('isCommonPassword', () => {
  it.each(['Password1!', 'P@ssw0rd1', 'Qwerty123!', 'Iloveyou1!', '!Welcome123', 'Sunshine#2026', 'password'])(
    'refuses %s, a common password dressed up to pass the composition rule',
    (password) => {
      expect(isCommonPassword(password)).toBe(true)
    },
  )

  it.each(['Volunteer#2026', 'Renewed#Pass2026', 'Xk9#mQ2vLp', 'Gangneung#Sea77'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false)
  })

  it('reads a ranked list of ten thousand passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000)
    // 'password' ranks near the top, 'volunteer' far below the ten thousandth.
    expect(isCommonPassword('password')).toBe(true)
    expect(isCommonPassword('volunteer')).toBe(false)
  })
})
