import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useActiveLocale } from '../../lib/use-active-locale'
import { CONTACT } from '../../config/contact'
import { pathTo } from '../../config/paths'
import styles from './home-page.module.css'

export function HomePage() {
  const { t } = useTranslation()
  const locale = useActiveLocale()
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          {t('home.title')}
        </h1>
        <p className={styles.heroLead}>{t('home.lead')}</p>
        <p className={styles.heroActions}>
          <Link className="button button-primary" to={pathTo('recruitment', locale)}>
            {t('home.findStudies')}
          </Link>
          <Link className="button" to={pathTo('process', locale)}>
            {t('home.howToJoin')}
          </Link>
        </p>
      </section>
      <section className={styles.contact} aria-labelledby="home-contact">
        <h2 id="home-contact">{t('home.contactTitle')}</h2>
        <p>
          <a className={styles.phone} href={CONTACT.phoneHref}>
            {CONTACT.phone}
          </a>{' '}
          <span>{t('home.contactHours')}</span>
        </p>
      </section>
    </>
  )
}
