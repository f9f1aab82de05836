import { useTranslation } from 'react-i18next'
import { BulletList, Lead, Panel, PanelGrid, Section, SectionTitle } from '../../components/content-blocks'
import { CENTER_CONTACT } from '@ctc/contract/center'
import { useActiveLocale } from '../../lib/use-active-locale'
import { LocationMap } from './location-map'
import styles from './location-page.module.css'
import { ONLINE_MAP_URL } from './map-links'

const WAYS = ['subway', 'bus', 'trainAirport', 'expressBus', 'car'] as const

function Way({ way }: { way: (typeof WAYS)[number] }) {
  const { t } = useTranslation('location')
  const items = t(`ways.${way}.items`, { returnObjects: true }) as string[]
  return (
    <Panel id={`way-${way}`} title={t(`ways.${way}.title`)}>
      <BulletList items={items} />
    </Panel>
  )
}

export function LocationPage() {
  const { t } = useTranslation('location')
  const { t: tCommon } = useTranslation()
  const locale = useActiveLocale()
  return (
    <>
      <Lead>{t('lead')}</Lead>
      <div className={styles.top}>
        <section className={styles.contact} aria-labelledby="location-contact">
          <SectionTitle id="location-contact">{t('contact.title')}</SectionTitle>
          <dl className={styles.facts}>
            <dt>{t('contact.addressLabel')}</dt>
            <dd>{t('contact.address')}</dd>
            <dt>{t('contact.phoneLabel')}</dt>
            <dd>
              <a href={CENTER_CONTACT.phoneHref}>{CENTER_CONTACT.phone}</a>
              <br />
              {t('contact.hours')}
            </dd>
            <dt>{t('contact.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${CENTER_CONTACT.email}`}>{CENTER_CONTACT.email}</a>
            </dd>
          </dl>
          <p>
            <a className="button" href={ONLINE_MAP_URL[locale]} target="_blank" rel="noopener noreferrer">
              {t('map.openMap')} <span className="visually-hidden">({tCommon('a11y.newWindow')})</span>
            </a>
          </p>
        </section>
        <figure className={styles.figure} aria-labelledby="location-map-title">
          <SectionTitle id="location-map-title">{t('map.title')}</SectionTitle>
          <LocationMap describedBy="location-map-description" />
          <figcaption className={styles.caption}>
            <span id="location-map-description">{t('map.description')}</span> {t('map.caption')}
          </figcaption>
        </figure>
      </div>
      <Section id="location-ways" title={t('ways.title')}>
        <PanelGrid>
          {WAYS.map((way) => (
            <Way key={way} way={way} />
          ))}
        </PanelGrid>
      </Section>
    </>
  )
}
