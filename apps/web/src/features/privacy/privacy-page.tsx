import type { Locale } from '@ctc/contract/locale-codes'
import type { PublicPolicyResponse } from '@ctc/contract/privacy-texts'
import { use } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { type PageId } from '@ctc/contract/public-pages'
import { getPage } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { formatDate } from '../../lib/dates'
import { usePrivacyPolicy } from './api/get-privacy-policy'
import { POLICY_LANGUAGE_TAGS, type Policy, type PolicyLanguage, fill, loadPolicy } from './privacy-policy'
import styles from './privacy-page.module.css'

/** The page of each policy language, its API locale, and each language's own name for the language links. */
interface PolicyPage {
  language: PolicyLanguage
  locale: Locale
  page: PageId
  name: string
}
const KOREAN: PolicyPage = { language: 'ko', locale: 'kr', page: 'privacy', name: '한국어' }
const POLICY_PAGES: readonly PolicyPage[] = [
  KOREAN,
  { language: 'en', locale: 'en', page: 'privacyEn', name: 'English' },
  { language: 'zh', locale: 'cn', page: 'privacyCn', name: '中文' },
  { language: 'ja', locale: 'jp', page: 'privacyJp', name: '日本語' },
]

/** `?policyId=` names an earlier version; anything else is today's. */
function policyIdOf(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

function PolicyText({
  data,
  words,
  locale,
  currentHref,
}: {
  data: NonNullable<PublicPolicyResponse['data']>
  words: Policy
  locale: Locale
  currentHref: string
}) {
  const date = (value: string) => formatDate(locale, value)
  return (
    <section aria-labelledby="privacy-version" className={styles.section}>
      <h2 id="privacy-version" className={styles.sectionTitle}>
        {fill(words.effective, { date: date(data.effectiveDate) })}
      </h2>
      {data.effectiveUntil && (
        <p className={styles.notice}>
          {fill(words.olderNotice, { from: date(data.effectiveDate), until: date(data.effectiveUntil) })}{' '}
          <Link to={currentHref}>{words.currentLink}</Link>
        </p>
      )}
      {data.locale !== locale && <p className={styles.notice}>{words.koreanShown}</p>}
      <div
        className="prose"
        lang={data.locale === locale ? undefined : 'ko'}
        // Sanitized on the server when it was saved (the notices' policy).
        dangerouslySetInnerHTML={{ __html: data.html }}
      />
    </section>
  )
}

/**
 * A privacy policy in its own language, whatever the locale of the shell around it: the spec gives
 * each language its own page (PrivacyPage, PrivacyPageEn, …) under any first segment. The text is
 * the version in effect today, published in the console; `?policyId=` shows an earlier one.
 */
export function PrivacyPolicy({ language }: { language: PolicyLanguage }) {
  const words = use(loadPolicy(language))
  const { segment = 'pages' } = useParams()
  const [params] = useSearchParams()
  const policyId = policyIdOf(params.get('policyId'))
  const own = POLICY_PAGES.find((p) => p.language === language) ?? KOREAN
  const href = (page: PageId, id?: number) => `/${segment}/${getPage(page).path}${id ? `?policyId=${id}` : ''}`
  const locale = own.locale
  const currentHref = href(own.page)
  const query = usePrivacyPolicy(locale, policyId)

  let body
  if (query.error instanceof ApiError && query.error.status === 404) {
    body = (
      <p role="alert">
        {words.notFound} <Link to={currentHref}>{words.currentLink}</Link>
      </p>
    )
  } else if (query.isError) {
    body = <p role="alert">{words.error}</p>
  } else if (!query.data) {
    body = (
      <p role="status" className="loading">
        {words.loading}
      </p>
    )
  } else if (!query.data.data) {
    body = <p>{words.none}</p>
  } else {
    const shown = query.data.data.policyId
    // Every version but today's, each at its own address (PIPA: earlier versions stay available).
    const earlier = query.data.versions.slice(1)
    body = (
      <>
        <PolicyText data={query.data.data} words={words} locale={locale} currentHref={currentHref} />
        {earlier.length > 0 && (
          <nav aria-labelledby="privacy-earlier" className={styles.earlier}>
            <h2 id="privacy-earlier" className={styles.earlierTitle}>
              {words.earlierTitle}
            </h2>
            <ul>
              {earlier.map((version) => (
                <li key={version.policyId}>
                  <Link
                    to={href(own.page, version.policyId)}
                    aria-current={version.policyId === shown ? 'page' : undefined}
                  >
                    {fill(words.earlierItem, { date: formatDate(locale, version.effectiveDate) })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </>
    )
  }

  return (
    <article lang={POLICY_LANGUAGE_TAGS[language]} className={styles.policy}>
      <nav className={styles.languages} aria-label={words.languagesLabel}>
        <ul>
          {POLICY_PAGES.filter((other) => other.language !== language).map((other) => (
            <li key={other.page}>
              <Link to={href(other.page, policyId ?? undefined)} lang={POLICY_LANGUAGE_TAGS[other.language]}>
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.notice}>{words.notice}</p>
      {body}
    </article>
  )
}

export function PrivacyPageKo() {
  return <PrivacyPolicy language="ko" />
}

export function PrivacyPageEn() {
  return <PrivacyPolicy language="en" />
}

export function PrivacyPageCn() {
  return <PrivacyPolicy language="zh" />
}

export function PrivacyPageJp() {
  return <PrivacyPolicy language="ja" />
}
