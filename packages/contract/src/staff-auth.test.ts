import { describe, expect, it } from 'vitest'
import { IdParamSchema } from './record-id.js'
import {
  RecoveryCodeSchema,
  STAFF_CAPABILITIES,
  STAFF_ROLES,
  StaffLoginCodeRequestSchema,
  StaffSetupPasswordRequestSchema,
  TotpCodeSchema,
  staffCan,
} from './staff-auth.js'

describe('staffCan', () => {
  it('gives the daily work, FAQ and banners to every role, identity to admins and privacy texts to admins and privacy officers', () => {
    const table = STAFF_ROLES.map((role) => [
      role,
      STAFF_CAPABILITIES.filter((capability) => staffCan(role, capability)),
    ])
    expect(table).toEqual([
      ['coordinator', ['dailyWork', 'editFaqAndBanners']],
      ['admin', ['dailyWork', 'manageStaff', 'editFaqAndBanners', 'editSiteIdentity', 'publishPrivacyTexts']],
      ['privacy_officer', ['dailyWork', 'readAccessLog', 'editFaqAndBanners', 'publishPrivacyTexts']],
    ])
  })
})

describe('TotpCodeSchema', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
  ])('accepts %s as %s', (typed, code) => {
    expect(TotpCodeSchema.parse(typed)).toBe(code)
  })

  it.each(['12345', '1234567', '12a456', ''])('refuses %s', (typed) => {
    expect(TotpCodeSchema.safeParse(typed).error?.issues[0]?.message).toBe('totpCode')
  })
})

describe('RecoveryCodeSchema', () => {
  it('ignores case, spaces and hyphens', () => {
    expect(RecoveryCodeSchema.parse('abcd-efgh 2345-67ab')).toBe('ABCDEFGH234567AB')
  })

  it.each(['ABCD-EFGH-2345-67A', 'ABCD-EFGH-2345-67A1', 'ABCD-EFGH-2345-67AB-C'])('refuses %s', (typed) => {
    expect(RecoveryCodeSchema.safeParse(typed).success).toBe(false)
  })
})

describe('StaffLoginCodeRequestSchema', () => {
  it('takes a code or a recovery code', () => {
    expect(StaffLoginCodeRequestSchema.safeParse({ challenge: 'c', code: '123456' }).success).toBe(true)
    expect(StaffLoginCodeRequestSchema.safeParse({ challenge: 'c', recoveryCode: 'ABCD-EFGH-2345-67AB' }).success).toBe(
      true,
    )
  })

  it('refuses neither and both', () => {
    expect(StaffLoginCodeRequestSchema.safeParse({ challenge: 'c' }).success).toBe(false)
    expect(
      StaffLoginCodeRequestSchema.safeParse({ challenge: 'c', code: '123456', recoveryCode: 'ABCDEFGH234567AB' })
        .success,
    ).toBe(false)
  })
})

describe('StaffSetupPasswordRequestSchema', () => {
  const token = 'a'.repeat(43)

  it('applies the member password rule and the confirmation', () => {
    expect(
      StaffSetupPasswordRequestSchema.safeParse({
        setupToken: token,
        password: 'Vx7!kqPz2m',
        passwordConfirm: 'Vx7!kqPz2m',
      }).success,
    ).toBe(true)
    const weak = StaffSetupPasswordRequestSchema.safeParse({
      setupToken: token,
      password: 'short',
      passwordConfirm: 'short',
    })
    expect(weak.error?.issues[0]?.message).toBe('passwordRule')
    const differs = StaffSetupPasswordRequestSchema.safeParse({
      setupToken: token,
      password: 'Vx7!kqPz2m',
      passwordConfirm: 'Vx7!kqPz2n',
    })
    expect(differs.error?.issues[0]?.message).toBe('passwordMismatch')
  })

  it('refuses a token with characters a link never has', () => {
    expect(
      StaffSetupPasswordRequestSchema.safeParse({
        setupToken: `${'a'.repeat(40)}/..`,
        password: 'Vx7!kqPz2m',
        passwordConfirm: 'Vx7!kqPz2m',
      }).error?.issues[0]?.message,
    ).toBe('setupLinkInvalid')
  })
})

describe('IdParamSchema', () => {
  it('reads plain digits only', () => {
    expect(IdParamSchema.parse('42')).toBe(42)
    for (const loose of ['1e0', '0x2', ' 1 ', '01', '-1', '0', '2147483648', '']) {
      expect(IdParamSchema.safeParse(loose).success, loose).toBe(false)
    }
  })
})
