import { useTranslation } from 'react-i18next'
import { CONTACT } from '../../config/contact'
import { useActiveLocale } from '../../lib/use-active-locale'
import { LocationMap } from './location-map'
import styles from './location-page.module.css'
import { ONLINE_MAP_URL } from './map-links'

const WAYS = ['subway', 'bus', 'trainAirport', 'expressBus', 'car'] as const

function Way({ way }: { way: (typeof WAYS)[number] }) {
  const { t } = useTranslation('location')
  const items = t(`ways.${way}.items`, { returnObjects: true }) as string[]
  return (
    <section className={styles.way} aria-labelledby={`way-${way}`}>
      <h3 id={`way-${way}`} className={styles.wayTitle}>
        {t(`ways.${way}.title`)}
      </h3>
      <ul className={styles.wayItems}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

export function LocationPage() {
  const { t } = useTranslation('location')
  const { t: tCommon } = useTranslation()
  const locale = useActiveLocale()
  return (
    <>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.top}>
        <section className={styles.contact} aria-labelledby="location-contact">
          <h2 id="location-contact" className={styles.sectionTitle}>
            {t('contact.title')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('contact.addressLabel')}</dt>
            <dd>{t('contact.address')}</dd>
            <dt>{t('contact.phoneLabel')}</dt>
            <dd>
              <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
              <br />
              {t('contact.hours')}
            </dd>
            <dt>{t('contact.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </dd>
          </dl>
          <p>
            <a className="button" href={ONLINE_MAP_URL[locale]} target="_blank" rel="noopener noreferrer">
              {t('map.openMap')} <span className="visually-hidden">({tCommon('a11y.newWindow')})</span>
            </a>
          </p>
        </section>
        <figure className={styles.figure} aria-labelledby="location-map-title">
          <h2 id="location-map-title" className={styles.sectionTitle}>
            {t('map.title')}
          </h2>
          <LocationMap describedBy="location-map-description" />
          <figcaption className={styles.caption}>
            <span id="location-map-description">{t('map.description')}</span> {t('map.caption')}
          </figcaption>
        </figure>
      </div>
      <section className={styles.ways} aria-labelledby="location-ways">
        <h2 id="location-ways" className={styles.sectionTitle}>
          {t('ways.title')}
        </h2>
        <div className={styles.wayGrid}>
          {WAYS.map((way) => (
            <Way key={way} way={way} />
          ))}
        </div>
      </section>
    </>
  )
}
