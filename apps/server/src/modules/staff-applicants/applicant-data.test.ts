import { describe, expect, it } from 'vitest'
import { maskPhone } from './applicant-data.js'

describe('maskPhone', () => {
  it('keeps the first three and last four digits and the separators', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678')
    expect(maskPhone('01012345678')).toBe('010****5678')
    expect(maskPhone('+82 10-1234-5678')).toBe('+82 1*-****-5678')
  })

  it('keeps only the last four digits of a short number, and nothing of an empty one', () => {
    expect(maskPhone('123-4567')).toBe('***-4567')
    expect(maskPhone('')).toBe('')
  })
})
