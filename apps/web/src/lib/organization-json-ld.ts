import type { Locale } from '@ctc/contract/locale-codes'
import { sitePath } from '@ctc/contract/public-pages'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import { inLocale } from '@ctc/contract/site-identity'

/**
 * schema.org `MedicalOrganization` of the center, from its published identity, for the head of
 * the pages the server renders (search engines read it before any script runs).
 */
export function medicalOrganization(identity: PublishedIdentity, locale: Locale, origin: string) {
  const text = (value: PublishedIdentity['name']) => inLocale(value, locale).text
  const shortName = text(identity.shortName)
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    name: text(identity.name),
    ...(shortName ? { alternateName: shortName } : {}),
    url: origin + sitePath('main', locale),
    ...(identity.logoId !== null ? { logo: `${origin}/api/site/logo/${identity.logoId}` } : {}),
    address: text(identity.address),
    telephone: identity.phone,
    ...(identity.fax ? { faxNumber: identity.fax } : {}),
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.latitude !== null && identity.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: identity.latitude, longitude: identity.longitude } }
      : {}),
  }
}
