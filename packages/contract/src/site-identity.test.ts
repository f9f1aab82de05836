import { describe, expect, it } from 'vitest'
import { inLocale, phoneHref } from './site-identity.js'

describe('phoneHref', () => {
  it.each([
    ['02-741-4221', 'tel:+8227414221'],
    ['051-555-0100', 'tel:+82515550100'],
    ['010 1234 5678', 'tel:+821012345678'],
    ['+82-2-741-4221', 'tel:+8227414221'],
    ['+81 3 1234 5678', 'tel:+81312345678'],
    ['1577-0000', 'tel:15770000'],
  ])('dials %s from anywhere as %s', (written, href) => {
    expect(phoneHref(written)).toBe(href)
  })
})

describe('inLocale', () => {
  const text = { kr: '서울', en: 'Seoul', cn: '', jp: '' }

  it('gives the locale’s own text, or Korean marked as a fallback', () => {
    expect(inLocale(text, 'en')).toEqual({ text: 'Seoul', fallback: false })
    expect(inLocale(text, 'cn')).toEqual({ text: '서울', fallback: true })
    expect(inLocale(text, 'kr')).toEqual({ text: '서울', fallback: false })
  })
})
