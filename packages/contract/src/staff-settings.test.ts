import { describe, expect, it } from 'vitest'
import { ConsoleSettingsSchema, MyNotificationsSchema } from './staff-settings.js'

const messages = (value: unknown) =>
  ConsoleSettingsSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('ConsoleSettingsSchema', () => {
  it('takes an address (lower-cased), or none written as empty or only spaces', () => {
    expect(ConsoleSettingsSchema.parse({ centerEmail: ' Trials@CTC.example ', centerMode: 'daily' })).toEqual({
      centerEmail: 'trials@ctc.example',
      centerMode: 'daily',
    })
    expect(ConsoleSettingsSchema.parse({ centerEmail: '   ', centerMode: 'each' }).centerEmail).toBe('')
    expect(ConsoleSettingsSchema.parse({ centerEmail: '', centerMode: 'off' }).centerEmail).toBe('')
  })

  it('names a wrong or too long address with the message the form translates', () => {
    expect(messages({ centerEmail: 'trials@', centerMode: 'each' })).toEqual([['centerEmail', 'email']])
    expect(messages({ centerEmail: `${'a'.repeat(95)}@b.example`, centerMode: 'each' })).toEqual([
      ['centerEmail', 'tooLong:100'],
    ])
    expect(messages({ centerEmail: 'trials@ctc.example', centerMode: 'weekly' })?.[0]?.[0]).toBe('centerMode')
    expect(messages({ centerEmail: 5, centerMode: 'each' })?.[0]?.[0]).toBe('centerEmail')
  })
})

describe('MyNotificationsSchema', () => {
  it('takes the three choices only', () => {
    expect(['each', 'daily', 'off'].map((mode) => MyNotificationsSchema.safeParse({ mode }).success)).toEqual([
      true,
      true,
      true,
    ])
    expect(MyNotificationsSchema.safeParse({ mode: 'weekly' }).success).toBe(false)
    expect(MyNotificationsSchema.safeParse({}).success).toBe(false)
  })
})
