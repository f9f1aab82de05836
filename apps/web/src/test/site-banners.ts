import type { Banner, PublishedBanners } from '@ctc/contract/site-banners'
import { http, HttpResponse } from 'msw'

// Home banners for tests (not the demo seed's). Tests publish none unless they say so.

const text = (kr: string, en = '', cn = '', jp = '') => ({ kr, en, cn, jp })

export function buildBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    title: text('공개 설명회', 'Open information day'),
    text: text('12월 9일 오후 2시', 'Wednesday 9 December at 2 pm'),
    link: '',
    linkLabel: text(''),
    startsOn: null,
    endsOn: null,
    ...overrides,
  }
}

export const siteBannersHandler = (banners: Banner[] | null = null, versionId = 3) =>
  http.get('/api/site/banners', () =>
    HttpResponse.json({ banners: banners && ({ versionId, banners } satisfies PublishedBanners) }),
  )
