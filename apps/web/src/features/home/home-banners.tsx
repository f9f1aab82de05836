import { LOCALES, type Locale } from '@ctc/contract/locale-codes'
import type { Banner } from '@ctc/contract/site-banners'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { identityText } from '../../lib/site-identity'
import styles from './home-page.module.css'

/** A path of this site opened in the visitor's language: `/kr/about/process` becomes `/en/about/process`. */
export function inLocalePath(path: string, locale: Locale): string {
  const [, first, ...rest] = path.split('/')
  return (LOCALES as readonly string[]).includes(first ?? '') ? ['', locale, ...rest].join('/') : path
}

function BannerLink({ banner, locale, titleId }: { banner: Banner; locale: Locale; titleId: string }) {
  const { t } = useTranslation('home')
  const label = identityText(banner.linkLabel, locale)
  // Without a label of its own the link reads "Read more", described by the banner's title.
  const text = label.text ? <span lang={label.lang}>{label.text}</span> : t('banners.readMore')
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
      <span className="visually-hidden"> ({t('common:a11y.newWindow')})</span>
    </a>
  )
}

function BannerCard({ banner, locale }: { banner: Banner; locale: Locale }) {
  const titleId = useId()
  const title = identityText(banner.title, locale)
  const text = identityText(banner.text, locale)
  return (
    <li className={styles.banner}>
      <h3 id={titleId} className={styles.bannerTitle} lang={title.lang}>
        {title.text}
      </h3>
      {text.text && <p lang={text.lang}>{text.text}</p>}
      {banner.link && (
        <p>
          <BannerLink banner={banner} locale={locale} titleId={titleId} />
        </p>
      )}
    </li>
  )
}

/** The center's announcements of the day, as cards; nothing at all when there are none. */
export function HomeBanners({ banners, locale }: { banners: Banner[]; locale: Locale }) {
  const { t } = useTranslation('home')
  if (banners.length === 0) return null
  return (
    <section className={styles.banners} aria-labelledby="home-banners">
      <h2 id="home-banners" className="visually-hidden">
        {t('banners.title')}
      </h2>
      <ul className={styles.bannerList}>
        {banners.map((banner, index) => (
          <BannerCard key={index} banner={banner} locale={locale} />
        ))}
      </ul>
    </section>
  )
}
