/**
 * A few seconds of memory for public, personal-data-free answers (home lists,
 * anonymous searches). Notices change a few times a day, while the home page and
 * the search are read all the time: a 5-second lag is invisible to visitors and
 * keeps the API fast under load (docs/decisions/0011-study-search-performance.md).
 * Concurrent misses share one load, so a burst costs one query.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly clock: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value as Promise<T>
    if (hit) this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    const value = load()
    this.entries.set(key, { expires: now + this.ttlMs, value })
    // A failure is not remembered: the next request tries again.
    value.catch(() => this.entries.delete(key))
    return value
  }
}
