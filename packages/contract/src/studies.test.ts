import { describe, expect, it } from 'vitest'
import { onlineApplicationRefusal } from './studies.js'

describe('onlineApplicationRefusal', () => {
  it('takes online applications only for an open notice that is not phone-only', () => {
    expect(onlineApplicationRefusal({ status: 'open', applyMethod: 'online' })).toBeNull()
  })

  it.each([
    ['closed', 'online', 'RECRUITMENT_CLOSED'],
    ['closed', 'phone', 'RECRUITMENT_CLOSED'],
    ['upcoming', 'online', 'RECRUITMENT_NOT_STARTED'],
    ['upcoming', 'phone', 'RECRUITMENT_NOT_STARTED'],
    ['open', 'phone', 'PHONE_APPLICATION_ONLY'],
  ] as const)('refuses a %s %s notice with %s', (status, applyMethod, refusal) => {
    expect(onlineApplicationRefusal({ status, applyMethod })).toBe(refusal)
  })
})
