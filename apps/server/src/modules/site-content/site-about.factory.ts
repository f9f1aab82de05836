import { ABOUT_PAGES, type AboutBody, type SiteAbout } from '@ctc/contract/site-about'

// About pages for tests, unlike the demo seed's.

export function buildAboutBody(overrides: Partial<AboutBody> = {}): AboutBody {
  return { kr: '<p>센터를 소개합니다.</p>', en: '<p>About the center.</p>', cn: '', jp: '', ...overrides }
}

export function buildAbout(overrides: Partial<SiteAbout> = {}): SiteAbout {
  const pages = Object.fromEntries(ABOUT_PAGES.map((page) => [page, buildAboutBody()])) as SiteAbout
  return { ...pages, ...overrides }
}
