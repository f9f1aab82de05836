import { describe, expect, it } from 'vitest'
import { type Banner, BannerLinkSchema, BannerSchema, SiteBannersSchema } from './site-banners.js'
import { bannersOn } from './site-banners-shown.js'

const text = (kr: string) => ({ kr, en: '', cn: '', jp: '' })
const banner = (over: Partial<Banner> = {}): Banner => ({
  title: text('공개 설명회'),
  text: text(''),
  link: '',
  linkLabel: text(''),
  startsOn: null,
  endsOn: null,
  ...over,
})

describe('banner links', () => {
  it.each(['', '/kr/recruitment', '/en/faq?tab=join', 'https://example.org/open-day'])('takes %s', (link) => {
    expect(BannerLinkSchema.safeParse(link).success).toBe(true)
  })
  it.each(['//evil.example', 'javascript:alert(1)', 'http://example.org', '/kr/"onload', 'kr/recruitment', '/\\evil'])(
    'refuses %s',
    (link) => {
      expect(BannerLinkSchema.safeParse(link).error?.issues[0]?.message).toBe('link')
    },
  )
})

describe('banners', () => {
  it('needs a Korean title and at most six banners', () => {
    expect(BannerSchema.safeParse(banner({ title: text(' ') })).error?.issues[0]?.message).toBe('required')
    expect(SiteBannersSchema.safeParse({ banners: Array(7).fill(banner()) }).error?.issues[0]?.message).toBe('tooMany')
    expect(SiteBannersSchema.safeParse({ banners: Array(6).fill(banner()) }).success).toBe(true)
  })

  it('refuses a last day before the first and a day that does not exist', () => {
    const late = BannerSchema.safeParse(banner({ startsOn: '2026-12-10', endsOn: '2026-12-09' }))
    expect(late.error?.issues[0]).toMatchObject({ message: 'endsBeforeStart', path: ['endsOn'] })
    expect(BannerSchema.safeParse(banner({ startsOn: '2026-13-01' })).error?.issues[0]?.message).toBe('date')
  })

  it('shows a banner from its first day to its last, both included', () => {
    const dated = banner({ startsOn: '2026-12-01', endsOn: '2026-12-05' })
    const always = banner()
    expect(bannersOn([dated, always], '2026-11-30')).toEqual([always])
    expect(bannersOn([dated, always], '2026-12-01')).toEqual([dated, always])
    expect(bannersOn([dated, always], '2026-12-05')).toEqual([dated, always])
    expect(bannersOn([dated, always], '2026-12-06')).toEqual([always])
  })
})
