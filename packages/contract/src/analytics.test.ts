import { describe, expect, it } from 'vitest'
import { PageViewSchema } from './analytics.js'

describe('PageViewSchema', () => {
  it('accepts a page path and a locale', () => {
    expect(PageViewSchema.parse({ path: '/jp/about/process', locale: 'jp' })).toEqual({
      path: '/jp/about/process',
      locale: 'jp',
    })
  })

  it.each(['/kr/login/pwChange?token=x', '/kr/main#a', 'kr/main', '/with space', ''])('refuses the path %j', (path) => {
    expect(PageViewSchema.safeParse({ path, locale: 'kr' }).success).toBe(false)
  })
})
