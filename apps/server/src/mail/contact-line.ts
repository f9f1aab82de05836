import type { Locale } from '@ctc/contract/locale'
import type { PublishedIdentity } from '@ctc/contract/site-content'
import { inLocale } from '@ctc/contract/site-identity'

// Mails end with the center's phone and hours, which are its identity's (decision 0033), current
// when the mail goes out: a template writes a placeholder, and the mailer fills it in.

/** The placeholder of the contact line in a locale. */
export const contactLine = (locale: Locale) => `{{center-contact:${locale}}}`

const LINE: Record<Locale, (phone: string, hours: string) => string> = {
  kr: (phone, hours) => `문의: ${phone}${hours ? ` (${hours})` : ''}`,
  en: (phone, hours) => `Questions: ${phone}${hours ? ` (${hours})` : ''}`,
  cn: (phone, hours) => `咨询电话：${phone}${hours ? `（${hours}）` : ''}`,
  jp: (phone, hours) => `お問い合わせ：${phone}${hours ? `（${hours}）` : ''}`,
}

/** The text with its contact lines filled in; without an identity, the lines are left out. */
export function fillContactLines(text: string, identity: PublishedIdentity | null): string {
  return text.replace(/\n*\{\{center-contact:(kr|en|cn|jp)\}\}/g, (placeholder, locale: Locale) => {
    if (!identity) return ''
    const line = LINE[locale](identity.phone, inLocale(identity.hours, locale).text)
    return placeholder.slice(0, placeholder.indexOf('{')) + line
  })
}
