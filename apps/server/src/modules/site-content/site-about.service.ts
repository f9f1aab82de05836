import { LOCALES } from '@ctc/contract/locale-codes'
import { ABOUT_PAGES, type SiteAbout, SiteAboutSchema } from '@ctc/contract/site-about'
import { AppError } from '../../errors.js'
import sanitizeHtml from 'sanitize-html'
import { DETAILS_POLICY } from '../studies/studies.service.js'
import { showsText, versionedContent } from './versioned-content.js'

// The about pages as versioned content (issue 28): each page's body is rich text sanitized as
// notices are, edited by admins. A page's sections may also be headed by h2 (under the page's h1
// title), which notices, whose details sit lower on their page, do not use.

const ABOUT_POLICY: sanitizeHtml.IOptions = {
  ...DETAILS_POLICY,
  allowedTags: ['h2', ...(DETAILS_POLICY.allowedTags || [])],
}

/** A page's body as stored. */
export const sanitizeAboutBody = (html: string) => sanitizeHtml(html, ABOUT_POLICY)

/** The pages as stored: bodies sanitized, and a locale whose body shows nothing left empty (shown in Korean). */
function stored(about: SiteAbout): SiteAbout {
  const pages = { ...about }
  for (const page of ABOUT_PAGES) {
    const body = { kr: '', en: '', cn: '', jp: '' }
    for (const locale of LOCALES) {
      const html = sanitizeAboutBody(about[page][locale])
      body[locale] = showsText(html) ? html : ''
    }
    if (body.kr === '') throw new AppError(400, 'VALIDATION_FAILED', `The Korean text of the page ${page} is empty`)
    pages[page] = body
  }
  return pages
}

export const aboutContent = versionedContent<SiteAbout>({
  kind: 'about',
  // Another number than the identity's and the FAQ's.
  lock: 0x517e_ab01,
  schema: SiteAboutSchema,
  store: stored,
  actions: { draft: 'site.about_draft', publish: 'site.about_publish', restore: 'site.about_restore' },
  label: 'about pages',
})
