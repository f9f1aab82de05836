import { type SiteBanners, SiteBannersSchema } from '@ctc/contract/site-banners'
import { versionedContent } from './versioned-content.js'

// The home banners as versioned content (issue 28). Banners are plain text (shown as text, never
// as HTML), trimmed by the contract at the edge; a locale left empty stays '' and is shown in Korean.

export const bannersContent = versionedContent<SiteBanners>({
  kind: 'banners',
  // Another number than the identity's, the FAQ's and the about pages'.
  lock: 0x517e_ba01,
  schema: SiteBannersSchema,
  // The request was parsed (and so trimmed) by the contract: nothing is left to clean.
  store: (banners) => banners,
  actions: { draft: 'site.banners_draft', publish: 'site.banners_publish', restore: 'site.banners_restore' },
  label: 'home banners',
})
