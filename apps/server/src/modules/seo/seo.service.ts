import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale'
import { PUBLIC_PAGES, type PublicPage, defaultVersion } from '@ctc/contract/public-pages'

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// Areas no crawler has business in: the API and the pages behind login.
const DISALLOWED = ['/api/', '/*/myinfo/']

/** robots.txt: everything public may be crawled; the sitemap says where it all is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

function alternates(page: PublicPage, publicUrl: string): string[] {
  const links = (Object.entries(page.versions) as [Locale, { path: string }][]).map(
    ([locale, version]) =>
      `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${escapeXml(publicUrl + version.path)}"/>`,
  )
  const fallback = defaultVersion(page)
  if (fallback) {
    links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + fallback.path)}"/>`)
  }
  return links
}

/**
 * sitemap.xml: every public page in every locale it exists in, each with its
 * language versions as hreflang alternates (Google's sitemap form of hreflang).
 */
export function sitemapXml(publicUrl: string, pages: readonly PublicPage[] = PUBLIC_PAGES): string {
  const urls = pages.flatMap((page) => {
    const links = alternates(page, publicUrl)
    return Object.values(page.versions).map((version) =>
      ['  <url>', `    <loc>${escapeXml(publicUrl + version.path)}</loc>`, ...links, '  </url>'].join('\n'),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
