import { describe, expect, it } from 'vitest'
import { LANGUAGE_TAGS, isLocale, localeFromLanguage } from './locale.js'

describe('localeFromLanguage', () => {
  it.each([
    ['ko-KR', 'kr'],
    ['ko', 'kr'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['zh-CN', 'cn'],
    ['zh-TW', 'cn'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['fr-FR', 'kr'],
    ['', 'kr'],
    [undefined, 'kr'],
  ])('maps %s to %s', (language, locale) => {
    expect(localeFromLanguage(language)).toBe(locale)
  })
})

describe('locales', () => {
  it('knows exactly the four locale segments', () => {
    expect(['kr', 'en', 'cn', 'jp'].every(isLocale)).toBe(true)
    expect(['ko', 'KR', 'zh', 'ja', '', null].some(isLocale)).toBe(false)
  })

  it('maps each segment to its language tag', () => {
    expect(LANGUAGE_TAGS).toEqual({ kr: 'ko', en: 'en', cn: 'zh-CN', jp: 'ja' })
  })
})
