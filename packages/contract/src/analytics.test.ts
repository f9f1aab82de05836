import { describe, expect, it } from 'vitest'
import { PageViewSchema, pageViewQuery } from './analytics.js'

describe('PageViewSchema', () => {
  it('accepts a page path and a locale', () => {
    expect(PageViewSchema.parse({ path: '/jp/about/process', locale: 'jp' })).toEqual({
      path: '/jp/about/process',
      locale: 'jp',
    })
  })

  it.each([
    '/kr/studyinfo/recruitmentView?studyId=7',
    '/kr/studyinfo/recruitment?cp=2',
    '/en/contact/faq?tab=screening',
  ])('accepts the path with the parameters that say what was viewed: %s', (path) => {
    expect(PageViewSchema.parse({ path, locale: 'kr' }).path).toBe(path)
  })

  it.each([
    '/kr/login/pwChange?token=x',
    '/kr/studyinfo/recruitmentView?studyId=7&email=a@b.c',
    '/kr/studyinfo/recruitmentView?studyId=x',
    '/kr/studyinfo/recruitmentView?studyId=7=8',
    '/kr/main#a',
    'kr/main',
    '/with space',
    '',
  ])('refuses the path %j', (path) => {
    expect(PageViewSchema.safeParse({ path, locale: 'kr' }).success).toBe(false)
  })
})

describe('pageViewQuery', () => {
  it('keeps the notice, question, page and tab, in a fixed order, and drops everything else', () => {
    expect(pageViewQuery('?studyId=7')).toBe('?studyId=7')
    expect(pageViewQuery('?cp=2&sick=Y&age=30&studyId=7')).toBe('?studyId=7&cp=2')
    expect(pageViewQuery('?token=secret&email=a%40b.c')).toBe('')
    expect(pageViewQuery('?studyId=<script>')).toBe('')
    expect(pageViewQuery('')).toBe('')
  })
})
