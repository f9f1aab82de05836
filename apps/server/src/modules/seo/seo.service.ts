import { LANGUAGE_TAGS, LOCALES, type Locale, isLocale } from '@ctc/contract/locale'
import { PUBLIC_PAGES, type PublicPage, defaultVersion, sitePath } from '@ctc/contract/public-pages'
import { idFromQuery } from '@ctc/contract/record-id'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import type { Db } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { seoulToday } from '../../lib/seoul-dates.js'
import type { PageHeadSource } from '../../plugins/web-app.js'
import { findOpenStudyDates } from '../studies/studies.repository.js'
import { publicView } from '../studies/studies.service.js'
import { noticeHead, noticePath } from './notice-head.js'

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

/** A notice open for recruitment and when it last changed (ISO 8601). */
export interface SitemapNotice {
  id: number
  updatedAt: string
}

function noticeUrls(notice: SitemapNotice, publicUrl: string): string[] {
  const href = (locale: Locale) => escapeXml(publicUrl + noticePath(locale, notice.id))
  const links = [
    ...LOCALES.map(
      (locale) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${href(locale)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${href('kr')}"/>`,
  ]
  return LOCALES.map((locale) =>
    [
      '  <url>',
      `    <loc>${href(locale)}</loc>`,
      `    <lastmod>${escapeXml(notice.updatedAt)}</lastmod>`,
      ...links,
      '  </url>',
    ].join('\n'),
  )
}

/** The notices open for recruitment today, for the sitemap. */
export async function openNotices(db: Db, now: Date): Promise<SitemapNotice[]> {
  const rows = await findOpenStudyDates(db, seoulToday(now))
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }))
}

/**
 * sitemap.xml: every public page in every locale it exists in, and every open notice in every
 * locale with its last change, each with its language versions as hreflang alternates
 * (Google's sitemap form of hreflang).
 */
export function sitemapXml(
  publicUrl: string,
  pages: readonly PublicPage[] = PUBLIC_PAGES,
  notices: readonly SitemapNotice[] = [],
): string {
  const pageUrls = pages.flatMap((page) => {
    const links = alternates(page, publicUrl)
    return Object.values(page.versions).map((version) =>
      ['  <url>', `    <loc>${escapeXml(publicUrl + version.path)}</loc>`, ...links, '  </url>'].join('\n'),
    )
  })
  const urls = [...pageUrls, ...notices.flatMap((notice) => noticeUrls(notice, publicUrl))]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Whether a path is a notice's page (`/{locale}/studyinfo/recruitmentView`). */
export function isNoticePath(pathname: string): boolean {
  const locale = pathname.split('/')[1]
  return isLocale(locale) && pathname === sitePath('recruitmentView', locale)
}

/**
 * The head the server writes into a notice's page (`/{locale}/studyinfo/recruitmentView?studyId=`):
 * read from the studies service, no view counted. Other pages, and a notice that does not
 * exist or is not published, get the plain document.
 */
export function noticePageHead(
  db: Db,
  publicUrl: string,
  now: () => Date,
  identity: () => Promise<PublishedIdentity | null>,
): PageHeadSource {
  return async (pathname, query) => {
    const locale = pathname.split('/')[1]
    if (!isLocale(locale) || !isNoticePath(pathname)) return undefined
    const studyId = idFromQuery(query.get('studyId'))
    if (studyId === undefined) return undefined
    try {
      const { study } = await publicView(db, locale, studyId, now())
      return noticeHead(study, locale, publicUrl, await identity())
    } catch (error) {
      if (error instanceof AppError && error.code === 'STUDY_NOT_FOUND') return undefined
      throw error
    }
  }
}
