import type { Locale } from '@ctc/contract/locale-codes'
import type { Banner } from '@ctc/contract/site-banners'
import { useTranslation } from 'react-i18next'
import { BannerCards } from '../../components/banner-cards'
import styles from './home-page.module.css'

/** The center's announcements of the day, as cards; nothing at all when there are none. */
export function HomeBanners({ banners, locale }: { banners: Banner[]; locale: Locale }) {
  const { t } = useTranslation('home')
  if (banners.length === 0) return null
  return (
    <section className={styles.banners} aria-labelledby="home-banners">
      <h2 id="home-banners" className="visually-hidden">
        {t('banners.title')}
      </h2>
      <BannerCards
        banners={banners}
        locale={locale}
        labels={{ readMore: t('banners.readMore'), newWindow: t('common:a11y.newWindow') }}
      />
    </section>
  )
}
