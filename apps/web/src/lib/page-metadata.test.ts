import { PUBLIC_PAGES } from '@ctc/contract/public-pages'
import { describe, expect, it } from 'vitest'
import korean from '../locales/ko/common.json'
import { PAGES, type PageDef } from '../config/paths'
import { indexedQuery, isPublicPage, pageAlternates, pageVersions } from './page-metadata'

// Pages kept out of search engines: behind login, private flows, a detail that needs a study id.
const NOT_PUBLIC = [
  'idFind',
  'pwFind',
  'pwChange',
  'join',
  'joinWrite',
  'recruitmentView',
  'recruitmentWrite',
  'recruitmentWriteMember',
  'applicationWithdraw',
  'visitBooking',
  'duplicateLogin',
  'verifyEmail',
  'alertsUnsubscribe',
]

const page = (id: string) => PAGES.find((candidate) => candidate.id === id) as PageDef

describe('the public page list of the contract', () => {
  it('names every page of the route table that is neither private nor behind login', () => {
    const listed = PUBLIC_PAGES.flatMap((entry) => Object.values(entry.versions).map((version) => version.id))
    const expected = PAGES.filter((p) => p.group !== 'myinfo' && !NOT_PUBLIC.includes(p.id)).map((p) => p.id)
    expect([...new Set(listed)].sort()).toEqual(expected.sort())
  })

  it('gives each page the same locales and paths as the route table', () => {
    for (const entry of PUBLIC_PAGES) {
      for (const version of Object.values(entry.versions)) {
        const versions = Object.fromEntries(Object.entries(entry.versions).map(([locale, v]) => [locale, v.path]))
        expect(pageVersions(page(version.id)), version.id).toEqual(versions)
      }
    }
  })
})

describe('page metadata', () => {
  it('has a meta description for every page of the route table and for not found', () => {
    // The catalog test carries these keys over to the other three locales.
    const described = Object.keys(korean.descriptions)
    expect(described.sort()).toEqual([...PAGES.map((p) => p.id), 'notFound'].sort())
  })

  it('marks pages behind login and private flows as not public', () => {
    expect(isPublicPage(page('process'))).toBe(true)
    expect(isPublicPage(page('history'))).toBe(false)
    expect(isPublicPage(page('duplicateLogin'))).toBe(false)
  })

  it('links a page to itself in the other locales, with Korean as x-default', () => {
    expect(pageAlternates(page('location'), 'https://x.test')).toEqual([
      { hreflang: 'ko', href: 'https://x.test/kr/contact/location' },
      { hreflang: 'en', href: 'https://x.test/en/contact/location' },
      { hreflang: 'zh-CN', href: 'https://x.test/cn/contact/location' },
      { hreflang: 'ja', href: 'https://x.test/jp/contact/location' },
      { hreflang: 'x-default', href: 'https://x.test/kr/contact/location' },
    ])
  })

  it('has no other-language versions of the Korean-only app guide', () => {
    expect(pageAlternates(page('appGuide'), '')).toEqual([
      { hreflang: 'ko', href: '/kr/about/appguide' },
      { hreflang: 'x-default', href: '/kr/about/appguide' },
    ])
  })

  it('links each privacy policy to the policies written in the other languages', () => {
    expect(pageVersions(page('privacyJp'))).toEqual({
      kr: '/kr/PrivacyPage',
      en: '/en/PrivacyPageEn',
      cn: '/cn/PrivacyPageCn',
      jp: '/jp/PrivacyPageJp',
    })
  })

  it('indexes a notice by its study id, with the id in every language version, and not the detail without one', () => {
    const view = page('recruitmentView')
    expect(indexedQuery(view, '?studyId=500&x=1')).toBe('?studyId=500')
    expect(indexedQuery(view, '')).toBeUndefined()
    expect(indexedQuery(view, '?studyId=1e3')).toBeUndefined()
    expect(indexedQuery(page('location'), '?tab=1')).toBe('')
    expect(indexedQuery(page('idFind'), '')).toBeUndefined()
    expect(pageAlternates(view, 'https://x.test', '?studyId=500')).toContainEqual({
      hreflang: 'zh-CN',
      href: 'https://x.test/cn/studyinfo/recruitmentView?studyId=500',
    })
  })
})
