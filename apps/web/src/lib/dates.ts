import { LANGUAGE_TAGS, type Locale } from '@ctc/contract/locale-codes'

/** The center is in Seoul: every date the site shows is the date there. */
export const CENTER_TIME_ZONE = 'Asia/Seoul'

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A date for the page, in the locale's format: a calendar date (`2026-11-24`) as
 * that day whatever the browser's time zone, a moment (`2026-11-23T16:30:00Z`)
 * as the day it was in Korea.
 */
export function formatDate(locale: Locale, value: string): string {
  const calendar = CALENDAR_DATE.test(value)
  const moment = new Date(calendar ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(moment.getTime())) return value
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: calendar ? 'UTC' : CENTER_TIME_ZONE,
  }).format(moment)
}

/** A moment as its date and time in Korea, in the locale's format (the staff console's timestamps). */
export function formatDateTime(locale: Locale, value: string): string {
  const moment = new Date(value)
  if (Number.isNaN(moment.getTime())) return value
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CENTER_TIME_ZONE,
  }).format(moment)
}

/** A moment's time of day in Korea with its seconds, in the locale's format (when a held mail goes). */
export function formatTime(locale: Locale, value: string): string {
  const moment = new Date(value)
  if (Number.isNaN(moment.getTime())) return value
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeStyle: 'medium', timeZone: CENTER_TIME_ZONE }).format(
    moment,
  )
}
