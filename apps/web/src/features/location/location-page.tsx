import type { Locale } from '@ctc/contract/locale-codes'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import { phoneHref } from '@ctc/contract/site-identity'
import { useTranslation } from 'react-i18next'
import { Lead, Section, SectionTitle } from '../../components/content-blocks'
import { identityText, useSiteIdentity } from '../../lib/site-identity'
import { useActiveLocale } from '../../lib/use-active-locale'
import styles from './location-page.module.css'

/**
 * An online map at the center: Naver Map for Korean and Chinese readers (the most precise Korean
 * addresses), Google Maps, at the coordinates when there are any, for the others.
 */
function onlineMapUrl(identity: PublishedIdentity, locale: Locale): string {
  const { latitude, longitude } = identity
  if (locale === 'kr' || locale === 'cn') {
    return `https://map.naver.com/p/search/${encodeURIComponent(identity.address.kr)}`
  }
  const query =
    latitude !== null && longitude !== null ? `${latitude},${longitude}` : identityText(identity.address, locale).text
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/** Plain text as the console writes it: paragraphs between blank lines, line breaks kept. */
function Directions({ text, lang }: { text: string; lang: string | undefined }) {
  return (
    <div lang={lang} className={styles.directions}>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </div>
  )
}

export function LocationPage() {
  const { t } = useTranslation('location')
  const { t: tCommon } = useTranslation()
  const locale = useActiveLocale()
  const identity = useSiteIdentity()
  if (identity === undefined) return null
  if (identity === null) return <Lead>{t('notSetUp')}</Lead>
  const address = identityText(identity.address, locale)
  const hours = identityText(identity.hours, locale)
  const directions = identityText(identity.directions, locale)
  return (
    <>
      <Lead>{t('lead')}</Lead>
      <section className={styles.contact} aria-labelledby="location-contact">
        <SectionTitle id="location-contact">{t('contact.title')}</SectionTitle>
        <dl className={styles.facts}>
          <dt>{t('contact.addressLabel')}</dt>
          <dd lang={address.lang}>{address.text}</dd>
          <dt>{t('contact.phoneLabel')}</dt>
          <dd>
            <a href={phoneHref(identity.phone)}>{identity.phone}</a>
            {hours.text && (
              <>
                <br />
                <span lang={hours.lang}>{hours.text}</span>
              </>
            )}
          </dd>
          {identity.fax && (
            <>
              <dt>{t('contact.faxLabel')}</dt>
              <dd>{identity.fax}</dd>
            </>
          )}
          {identity.email && (
            <>
              <dt>{t('contact.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${identity.email}`}>{identity.email}</a>
              </dd>
            </>
          )}
        </dl>
        <p>
          <a className="button" href={onlineMapUrl(identity, locale)} target="_blank" rel="noopener noreferrer">
            {t('map.openMap')} <span className="visually-hidden">({tCommon('a11y.newWindow')})</span>
          </a>
        </p>
      </section>
      {directions.text && (
        <Section id="location-ways" title={t('ways.title')}>
          <Directions text={directions.text} lang={directions.lang} />
        </Section>
      )}
    </>
  )
}
