import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'

// Figures and dates of recruitment notices, formatted with Intl in the page's language.
// Unit words that Intl does not know (won, years of age, persons, cases) come from the catalogs.

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale]).format(value)
}

/** Months as Intl writes them: '3개월', '3 months', '3个月', '3か月'. */
export function formatMonths(locale: Locale, months: number): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(
    months,
  )
}

/** A file size in kB or MB. */
export function formatFileSize(locale: Locale, bytes: number): string {
  const unit = bytes >= 1_000_000 ? 'megabyte' : 'kilobyte'
  const value = bytes >= 1_000_000 ? bytes / 1_000_000 : Math.max(1, bytes / 1000)
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value)
}
