import { describe, expect, it } from 'vitest'
import { CardCache } from './card-cache.js'
import type { StudyCardRow } from './studies.repository.js'

const row = (id: number, title: string) => ({ id, title }) as StudyCardRow

describe('card cache', () => {
  function setup() {
    let now = 0
    const cache = new CardCache({ ttlMs: 5000, maxPerLocale: 3, clock: () => now })
    const reads: number[][] = []
    let title = 'first'
    const load = async (ids: number[]) => {
      reads.push(ids)
      // Notice 4 is not published (anymore): no row.
      return ids.filter((id) => id !== 4).map((id) => row(id, `${title} ${id}`))
    }
    return {
      cache,
      reads,
      load,
      setTitle: (next: string) => (title = next),
      tick: (ms: number) => (now += ms),
    }
  }

  it('reads only the rows it has not kept, and gives them in the order asked for', async () => {
    const { cache, reads, load } = setup()
    expect((await cache.rows('kr', [2, 1], 0, load)).map((kept) => kept.id)).toEqual([2, 1])
    expect((await cache.rows('kr', [1, 3, 2], 0, load)).map((kept) => kept.title)).toEqual([
      'first 1',
      'first 3',
      'first 2',
    ])
    expect(reads).toEqual([[2, 1], [3]])
    // Another locale has rows of its own.
    await cache.rows('en', [1], 0, load)
    expect(reads.at(-1)).toEqual([1])
  })

  it('never gives a row read before a newer generation, nor one older than its lifetime', async () => {
    const { cache, load, setTitle, tick } = setup()
    await cache.rows('kr', [1], 0, load)
    setTitle('edited')
    // A request that read generation 0 before the change may still get the row it would have read.
    expect((await cache.rows('kr', [1], 0, load))[0]!.title).toBe('first 1')
    expect((await cache.rows('kr', [1], 1, load))[0]!.title).toBe('edited 1')
    setTitle('recounted')
    tick(5001)
    expect((await cache.rows('kr', [1], 1, load))[0]!.title).toBe('recounted 1')
  })

  it('leaves out an id without a row and keeps at most its bound per locale', async () => {
    const { cache, reads, load } = setup()
    expect((await cache.rows('kr', [1, 4, 2], 0, load)).map((kept) => kept.id)).toEqual([1, 2])
    await cache.rows('kr', [3, 5], 0, load)
    // 1 was read first and went past the bound of 3.
    await cache.rows('kr', [1, 5], 0, load)
    expect(reads.at(-1)).toEqual([1])
  })
})
