import { describe, expect, it } from 'vitest'
import { NewPasswordSchema, PasswordSchema } from './password.js'

describe('PasswordSchema', () => {
  it.each([
    ['9 characters with every class', 'Abcdef1!x', true],
    ['64 characters', `Aa1!${'x'.repeat(60)}`, true],
    ['8 characters', 'Abcde1!x', false],
    ['65 characters', `Aa1!${'x'.repeat(61)}`, false],
    ['no upper-case letter', 'abcdef1!x', false],
    ['no lower-case letter', 'ABCDEF1!X', false],
    ['no digit', 'Abcdefg!x', false],
    ['no special character', 'Abcdef12x', false],
  ])('%s: %s', (_label, password, ok) => {
    expect(PasswordSchema.safeParse(password).success).toBe(ok)
  })

  it('says passwordRule, a key the web translates', () => {
    expect(PasswordSchema.safeParse('short').error?.issues[0]?.message).toBe('passwordRule')
  })
})

describe('NewPasswordSchema', () => {
  it('refuses a confirmation that differs', () => {
    const result = NewPasswordSchema.safeParse({ password: 'Abcdef1!x', passwordConfirm: 'Abcdef1!y' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['passwordConfirm'], message: 'passwordMismatch' }),
    ])
  })
})
