import { describe, expect, it } from 'vitest'
import { isSitePath } from './public-pages.js'

describe('isSitePath', () => {
  it('takes the pages of the route table in the locales they exist in', () => {
    for (const path of [
      '/',
      '/kr/main',
      '/jp/main/',
      '/en/studyinfo/recruitmentView',
      '/kr/about/appguide',
      '/cn/login/pwChange',
    ]) {
      expect(isSitePath(path), path).toBe(true)
    }
  })

  it('takes the privacy and duplicate-login pages under any first segment', () => {
    for (const path of ['/pages/PrivacyPage', '/x/PrivacyPageJp', '/kr/DuplicateLogin']) {
      expect(isSitePath(path), path).toBe(true)
    }
  })

  it('refuses other paths: unknown, wrong case, wrong locale, extra or missing segments', () => {
    for (const path of [
      '/kr',
      '/kr/',
      '/xx/main',
      '/kr/MAIN',
      '/kr/login/pwchange',
      '/en/about/appguide',
      '/jp/main/extra',
      '/kr/nope',
      '/PrivacyPage',
      '/a/b/PrivacyPage',
      '/kr/%E0%A4%A',
    ]) {
      expect(isSitePath(path), path).toBe(false)
    }
  })
})
