import { LRUCache } from 'lru-cache'

type Load = () => Promise<unknown>

/**
 * A few seconds of memory for public, personal-data-free answers (home lists,
 * anonymous searches). Notices change a few times a day, while the home page and
 * the search are read all the time: a 5-second lag is invisible to visitors and
 * keeps the API fast under load (docs/decisions/0011-study-search-performance.md).
 * lru-cache's fetch shares one load between concurrent misses, so a burst costs one
 * query, and does not keep a failed load: the next request tries again.
 */
export class ResponseCache {
  private readonly cache: LRUCache<string, object, Load>

  /**
   * `generation` is the notices' generation (the change feed's): answers made before a change are
   * never given after it, even before this process hears of the change.
   */
  constructor(
    ttlMs: number,
    maxEntries = 1000,
    clock?: () => number,
    private readonly currentGeneration: () => number | Promise<number> = () => 0,
  ) {
    this.cache = new LRUCache<string, object, Load>({
      max: maxEntries,
      ttl: ttlMs,
      ...(clock ? { perf: { now: clock }, ttlResolution: 0 } : {}),
      fetchMethod: async (_key, _stale, { context }) => (await context()) as object,
    })
  }

  private generation = 0

  /** Forgets every answer: a notice changed (on this process or another). */
  clear(): void {
    this.generation++
    this.cache.clear()
  }

  async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generation
    const current = await this.currentGeneration()
    try {
      return (await this.cache.fetch(`${current}|${key}`, { context: load })) as T
    } catch (error) {
      // A change cleared the cache while this answer loaded (lru-cache aborts the load): load it afresh.
      if (this.generation !== generation) return load()
      throw error
    }
  }
}
