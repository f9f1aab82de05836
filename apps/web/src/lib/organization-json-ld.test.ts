import { describe, expect, it } from 'vitest'
import { TEST_IDENTITY } from '../test/site-identity'
import { medicalOrganization } from './organization-json-ld'

describe("the center's MedicalOrganization", () => {
  it('names the center in the page locale, with its contacts, map pin, logo and home page', () => {
    expect(medicalOrganization({ ...TEST_IDENTITY, logoId: 7 }, 'en', 'https://trials.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      name: TEST_IDENTITY.name.en,
      alternateName: TEST_IDENTITY.shortName.en,
      url: 'https://trials.example/en/main',
      logo: 'https://trials.example/api/site/logo/7',
      address: TEST_IDENTITY.address.en,
      telephone: TEST_IDENTITY.phone,
      email: TEST_IDENTITY.email,
      geo: { '@type': 'GeoCoordinates', latitude: TEST_IDENTITY.latitude, longitude: TEST_IDENTITY.longitude },
    })
  })

  it('falls back to Korean texts and leaves out what the center has not given', () => {
    const organization = medicalOrganization(
      { ...TEST_IDENTITY, shortName: { kr: '', en: '', cn: '', jp: '' }, email: '', latitude: null, longitude: null },
      'jp',
      'https://trials.example',
    )
    expect(organization.name).toBe(TEST_IDENTITY.name.kr)
    expect(organization.address).toBe(TEST_IDENTITY.address.kr)
    expect(organization.url).toBe('https://trials.example/jp/main')
    expect(organization).not.toHaveProperty('alternateName')
    expect(organization).not.toHaveProperty('email')
    expect(organization).not.toHaveProperty('geo')
    expect(organization).not.toHaveProperty('logo')
    expect(organization).not.toHaveProperty('faxNumber')
  })
})
