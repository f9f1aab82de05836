import type { Locale } from '@ctc/contract/locale-codes'
import { LANGUAGE_TAGS } from '@ctc/contract/locale-codes'
import type { PublishedIdentity, SiteIdentityResponse } from '@ctc/contract/site-content'
import { type LocalizedValue, inLocale, phoneHref } from '@ctc/contract/site-identity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { apiRequest } from './api-client'

// The center's identity (name, contacts, hours, map, links) comes from the server, which renders it
// into public pages; nothing about a center is in the code (decision 0033).

export const siteIdentityQueryOptions = queryOptions({
  queryKey: ['site', 'identity'],
  queryFn: ({ signal }) => apiRequest<SiteIdentityResponse>('/api/site/identity', { signal }),
  staleTime: 60_000,
})

/** The published identity; null on a site not yet set up; undefined while it loads. */
export function useSiteIdentity(): PublishedIdentity | null | undefined {
  return useQuery(siteIdentityQueryOptions).data?.identity
}

/** A localized text of the identity in a locale, with the `lang` to mark it when it is the Korean fallback. */
export function identityText(text: LocalizedValue, locale: Locale): { text: string; lang: string | undefined } {
  const value = inLocale(text, locale)
  return { text: value.text, lang: value.fallback ? LANGUAGE_TAGS.kr : undefined }
}

/**
 * What catalog texts quote as {{center}}, {{phone}}…: the identity's, or neutral words on a
 * site not yet set up (never another center's).
 */
export function identityVariables(
  identity: PublishedIdentity | null | undefined,
  locale: Locale,
  neutralName: string,
): Record<string, string> {
  if (!identity) return { center: neutralName, centerShort: neutralName, phone: '', email: '', address: '', hours: '' }
  const name = inLocale(identity.name, locale).text
  return {
    center: name,
    centerShort: inLocale(identity.shortName, locale).text || name,
    phone: identity.phone,
    email: identity.email,
    address: inLocale(identity.address, locale).text,
    hours: inLocale(identity.hours, locale).text,
  }
}

/**
 * Makes the identity's words what {{center}}, {{phone}}… read in every text of this i18next
 * instance (a new object each time: the options' default is shared by every instance).
 */
export function applyIdentityVariables(i18n: I18n, variables: Record<string, string>) {
  const current = i18n.options.interpolation?.defaultVariables
  if (current && Object.entries(variables).every(([key, value]) => current[key] === value)) return
  i18n.options.interpolation = { ...i18n.options.interpolation, defaultVariables: { ...variables } }
}

/**
 * The identity, made what the page's texts quote: called once by the page shell, before the
 * screens under it render.
 */
export function useIdentityVariables(
  i18n: I18n,
  locale: Locale,
  neutralName: string,
): PublishedIdentity | null | undefined {
  const identity = useSiteIdentity()
  applyIdentityVariables(i18n, identityVariables(identity, locale, neutralName))
  return identity
}

/** The center's phone, e-mail and hours in a locale, as contact lines show them; undefined without an identity. */
export function useCenterContact(locale: Locale) {
  const identity = useSiteIdentity()
  if (!identity) return undefined
  return {
    phone: identity.phone,
    phoneHref: phoneHref(identity.phone),
    email: identity.email,
    hours: identityText(identity.hours, locale),
  }
}
