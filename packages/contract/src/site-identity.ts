import type { Locale } from './locale-codes.js'

// Reading the center's identity, without Zod: the public pages' first load needs these, and a
// module that builds a schema would pull Zod into it (the schemas are in site-content.ts).

/** A localized text as stored: Korean, and the others where written. */
export type LocalizedValue = Record<Locale, string>

/** A text in a locale, or in Korean when that locale is empty; `fallback` says which. */
export function inLocale(text: LocalizedValue, locale: Locale): { text: string; fallback: boolean } {
  const own = text[locale]
  return own ? { text: own, fallback: false } : { text: text.kr, fallback: locale !== 'kr' }
}

/**
 * The `tel:` link of a phone number as written, in international form so that it also dials from
 * abroad: a Korean number written the domestic way (`02-123-4567`) becomes `tel:+8221234567`;
 * a number written with its country code (`+81 3 1234 5678`) keeps it.
 */
export function phoneHref(phone: string): string {
  const dialled = phone.replace(/[^0-9+]/g, '')
  return `tel:${/^0[1-9]/.test(dialled) ? `+82${dialled.slice(1)}` : dialled}`
}
