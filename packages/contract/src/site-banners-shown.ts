import type { Banner } from './site-banners.js'

// Which banners the home page shows, without Zod: the public pages' first load needs it.

/** The banners shown on `day` (Korea time, `YYYY-MM-DD`), in order. */
export function bannersOn(banners: readonly Banner[], day: string): Banner[] {
  return banners.filter(
    (banner) => (!banner.startsOn || banner.startsOn <= day) && (!banner.endsOn || day <= banner.endsOn),
  )
}
