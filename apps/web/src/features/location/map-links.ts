import type { Locale } from '@ctc/contract/locale-codes'

// Korean readers expect Naver Map, which also has the most precise Korean addresses;
// others get Google Maps, which reads the romanized address in their own language.
const NAVER = `https://map.naver.com/p/search/${encodeURIComponent('서울 종로구 창경궁로 185')}`
const GOOGLE = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  '185 Changgyeonggung-ro, Jongno-gu, Seoul',
)}`

/** An online map, opened in a new window, at the center's address. */
export const ONLINE_MAP_URL: Record<Locale, string> = {
  kr: NAVER,
  en: GOOGLE,
  cn: NAVER,
  jp: GOOGLE,
}
