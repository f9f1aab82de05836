// Recruitment dates are Korean calendar dates: a notice ending on the 30th is
// open until midnight in Seoul, wherever the server runs. Today in Seoul and ages
// come from the contract, which the birth-date rule of the forms uses too.
export { ageOn } from '@ctc/contract/volunteer-form'
export { seoulToday } from '@ctc/contract/seoul-today'

const DAY_MS = 86_400_000

// Every card of every list gives its days left: the few distinct dates are parsed once.
const dayNumbers = new Map<string, number>()
function dayNumber(date: string): number {
  let day = dayNumbers.get(date)
  if (day === undefined) {
    day = Date.parse(`${date}T00:00:00Z`) / DAY_MS
    if (dayNumbers.size >= 10_000) dayNumbers.clear()
    dayNumbers.set(date, day)
  }
  return day
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from))
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}
