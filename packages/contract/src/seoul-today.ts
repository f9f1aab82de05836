// Today in Korea, without Zod: the public pages' first load needs it (the home banners' days).

const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

// Formatting a date is costly and every request asks for today: the last day found is kept with
// the instants it spans (Korea keeps no daylight saving time, so a day is 24 hours).
const DAY_MS = 86_400_000
let known = { from: 0, until: 0, day: '' }

/** The date in Korea, where the center is, as YYYY-MM-DD. */
export function seoulToday(now: Date = new Date()): string {
  const time = now.getTime()
  if (time >= known.from && time < known.until) return known.day
  const day = seoulDate.format(now)
  const from = Date.parse(`${day}T00:00:00+09:00`)
  known = { from, until: from + DAY_MS, day }
  return day
}
