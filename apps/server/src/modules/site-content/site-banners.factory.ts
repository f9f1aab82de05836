import type { Banner, SiteBanners } from '@ctc/contract/site-banners'

// Home banners for tests, unlike the demo seed's.

const text = (kr: string, en = '', cn = '', jp = '') => ({ kr, en, cn, jp })

export function buildBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    title: text('건강검진 안내', 'Health check-ups'),
    text: text('매주 화요일에 검진합니다.', 'Every Tuesday.'),
    link: '/kr/recruitment',
    linkLabel: text('공고 보기', 'See the notices'),
    startsOn: null,
    endsOn: null,
    ...overrides,
  }
}

export function buildBanners(banners: Banner[] = [buildBanner()]): SiteBanners {
  return { banners }
}
