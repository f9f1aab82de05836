import { LOCALES, type Locale } from '@ctc/contract/locale-codes'
import { messageParts } from '@ctc/contract/text'
import type { FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useValidationMessage } from '../../../components/form/form-fields'

/** The fields of a banner, in the form's order. */
export const LOCALIZED_FIELDS = ['title', 'text', 'linkLabel'] as const
export const SHARED_FIELDS = ['link', 'startsOn', 'endsOn'] as const
export type BannerField = (typeof LOCALIZED_FIELDS)[number] | (typeof SHARED_FIELDS)[number]

/** One invalid field of the form: which banner (none for the list), which field, which language. */
export interface BannerProblem {
  name: string
  message: string
  banner: number | undefined
  field: BannerField | undefined
  locale: Locale | undefined
}

/** The id of a field's control, from its path (`banners.0.title.en` → `banner-banners-0-title-en`). */
export const bannerFieldId = (name: string) => `banner-${name.replace(/\./g, '-')}`

type Errors = FieldErrors<{ banners: Record<string, unknown>[] }>

/** Every invalid field, in the form's order. */
export function bannerProblems(errors: Errors): BannerProblem[] {
  const found: BannerProblem[] = []
  const list = errors.banners as
    (Record<string, unknown> & { message?: string; root?: { message?: string } }) | undefined
  if (!list) return found
  const listMessage = list.message ?? list.root?.message
  if (typeof listMessage === 'string') {
    found.push({ name: 'banners', message: listMessage, banner: undefined, field: undefined, locale: undefined })
  }
  const messageOf = (value: unknown) => (value as { message?: unknown } | undefined)?.message
  for (const [index, value] of Object.entries(list)) {
    if (!/^\d+$/.test(index) || !value) continue
    const banner = value as Record<string, Record<string, unknown> | undefined>
    const at = Number(index)
    for (const field of LOCALIZED_FIELDS) {
      for (const locale of LOCALES) {
        const message = messageOf(banner[field]?.[locale])
        const name = `banners.${at}.${field}.${locale}`
        if (typeof message === 'string') found.push({ name, message, banner: at, field, locale })
      }
    }
    for (const field of SHARED_FIELDS) {
      const message = messageOf(banner[field])
      const name = `banners.${at}.${field}`
      if (typeof message === 'string') found.push({ name, message, banner: at, field, locale: undefined })
    }
  }
  return found
}

/** A validation message of the banners form: the contract's own words for links, days and the count, the form's for the rest. */
export function useBannerMessage() {
  const { t } = useTranslation('admin')
  const generic = useValidationMessage()
  return (message: string | undefined) => {
    if (!message) return undefined
    const { key } = messageParts(message)
    if (key === 'link' || key === 'endsBeforeStart' || key === 'tooMany' || key === 'date') {
      return t(`siteBanners.errors.${key}`)
    }
    return generic(message)
  }
}
