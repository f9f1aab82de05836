import { LOCALES, type Locale } from '@ctc/contract/locale-codes'
import type { Banner } from '@ctc/contract/site-banners'
import { useId } from 'react'
import { Link } from 'react-router'
import { identityText } from '../lib/site-identity'
import styles from './banner-cards.module.css'

/** A path of this site opened in the visitor's language: `/kr/about/process` becomes `/en/about/process`. */
export function inLocalePath(path: string, locale: Locale): string {
  const [, first, ...rest] = path.split('/')
  return (LOCALES as readonly string[]).includes(first ?? '') ? ['', locale, ...rest].join('/') : path
}

/** The catalog's words the cards need, in the page's language. */
export interface BannerCardLabels {
  /** A link without a label of its own. */
  readMore: string
  /** Said after a link that opens in a new window. */
  newWindow: string
}

interface CardProps {
  banner: Banner
  locale: Locale
  labels: BannerCardLabels
}

function BannerLink({ banner, locale, labels, titleId }: CardProps & { titleId: string }) {
  const label = identityText(banner.linkLabel, locale)
  // Without a label of its own the link reads "Read more", described by the banner's title.
  const text = label.text ? <span lang={label.lang}>{label.text}</span> : labels.readMore
  const describedBy = label.text ? undefined : titleId
  if (banner.link.startsWith('/')) {
    return (
      <Link to={inLocalePath(banner.link, locale)} aria-describedby={describedBy}>
        {text}
      </Link>
    )
  }
  return (
    <a href={banner.link} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {text}
      <span className="visually-hidden"> ({labels.newWindow})</span>
    </a>
  )
}

function BannerCard({ banner, locale, labels }: CardProps) {
  const titleId = useId()
  const title = identityText(banner.title, locale)
  const text = identityText(banner.text, locale)
  return (
    <li className={styles.card}>
      <h3 id={titleId} className={styles.title} lang={title.lang}>
        {title.text}
      </h3>
      {text.text && <p lang={text.lang}>{text.text}</p>}
      {banner.link && (
        <p>
          <BannerLink banner={banner} locale={locale} labels={labels} titleId={titleId} />
        </p>
      )}
    </li>
  )
}

/**
 * The center's banners as cards, in their order, each in the locale or in Korean (marked as such).
 * Used by the home page and by the console's preview of it.
 */
export function BannerCards({
  banners,
  locale,
  labels,
}: {
  banners: readonly Banner[]
  locale: Locale
  labels: BannerCardLabels
}) {
  return (
    <ul className={styles.list}>
      {banners.map((banner, index) => (
        // The order is the content's; two banners may say the same.
        <BannerCard key={index} banner={banner} locale={locale} labels={labels} />
      ))}
    </ul>
  )
}
