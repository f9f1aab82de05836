import { bannersOn } from '@ctc/contract/site-banners-shown'
import { seoulToday } from '@ctc/contract/seoul-today'
import { useTranslation } from 'react-i18next'
import { PAGINATION_NAMESPACE } from '../../components/pagination'
import { Link } from 'react-router'
import { pathTo } from '../../config/paths'
import { runtimeSettings } from '../../lib/runtime-settings'
import { useCenterContact, useSiteIdentity } from '../../lib/site-identity'
import { useActiveLocale } from '../../lib/use-active-locale'
import { useMainList } from './api/main-list'
import { useSiteBanners } from './api/get-site-banners'
import { ClosingSoon } from './closing-soon'
import { Counters } from './counters'
import { HomeBanners } from './home-banners'
import { MostViewedCarousel } from './most-viewed-carousel'
import { StudyTabs } from './study-tabs'
import styles from './home-page.module.css'

/** `/{locale}/main`: the center's banners of the day, most viewed and closing-soon notices, the study tabs, counters and ways to reach us. */
export function HomePage() {
  const { t } = useTranslation(['home', PAGINATION_NAMESPACE])
  const locale = useActiveLocale()
  const main = useMainList(locale)
  const data = main.data?.data
  const status = main.isPending ? t('loading') : main.isError ? t('loadFailed') : undefined
  const contact = useCenterContact(locale)
  const published = useSiteBanners().data?.banners
  // Shown on their days in Korea, where the center is.
  const banners = published ? bannersOn(published.banners, seoulToday()) : []
  // The center's messenger link, or the server's setting when the center has set none.
  const chatUrl = useSiteIdentity()?.chatUrl || runtimeSettings.chatChannelUrl
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          {t('title')}
        </h1>
        <p className={styles.heroLead}>{t('lead')}</p>
        <p className={styles.heroActions}>
          <Link className="button button-primary" to={pathTo('recruitment', locale)}>
            {t('findStudies')}
          </Link>
          <Link className="button" to={pathTo('process', locale)}>
            {t('howToJoin')}
          </Link>
        </p>
      </section>

      <HomeBanners banners={banners} locale={locale} />

      <div className={styles.grid}>
        {/* The carousel inside is the landmark, named by the same heading text. */}
        <div className={styles.panel}>
          <h2>{t('slide.title')}</h2>
          {data ? (
            <MostViewedCarousel studies={data.slideList} locale={locale} />
          ) : (
            <p className={styles.empty}>{status}</p>
          )}
        </div>
        <section className={styles.panel} aria-labelledby="home-closing">
          <h2 id="home-closing">{t('closing.title')}</h2>
          {data ? <ClosingSoon studies={data.closingList} locale={locale} /> : <p className={styles.empty}>{status}</p>}
        </section>
      </div>

      <section className={styles.section} aria-labelledby="home-tabs">
        <h2 id="home-tabs">{t('tabs.title')}</h2>
        <StudyTabs locale={locale} />
      </section>

      <section className={styles.section} aria-labelledby="home-counters">
        <h2 id="home-counters">{t('counters.title')}</h2>
        {data ? <Counters counts={data.counts} locale={locale} /> : <p className={styles.empty}>{status}</p>}
      </section>

      <div className={styles.grid}>
        {chatUrl && (
          <section className={styles.chat} aria-labelledby="home-chat">
            <h2 id="home-chat">{t('chat.title')}</h2>
            <p>{t('chat.text')}</p>
            <p>
              <a className="button button-primary" href={chatUrl} target="_blank" rel="noopener noreferrer">
                {t('chat.link')}
                <span className="visually-hidden"> ({t('common:a11y.newWindow')})</span>
              </a>
            </p>
          </section>
        )}
        {contact && (
          <section className={styles.contact} aria-labelledby="home-contact">
            <h2 id="home-contact">{t('contact.title')}</h2>
            <p>
              <a className={styles.phone} href={contact.phoneHref}>
                {contact.phone}
              </a>{' '}
              <span lang={contact.hours.lang}>{contact.hours.text}</span>
            </p>
          </section>
        )}
      </div>
    </>
  )
}
