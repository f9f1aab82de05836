import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache.js'

describe('ResponseCache', () => {
  it('answers from memory until the time to live has passed', async () => {
    let now = 1000
    let loads = 0
    const cache = new ResponseCache(5000, 10, () => now)
    const load = async () => ({ load: ++loads })
    expect(await cache.get('a', load)).toEqual({ load: 1 })
    now = 5999
    expect(await cache.get('a', load)).toEqual({ load: 1 })
    now = 6001
    expect(await cache.get('a', load)).toEqual({ load: 2 })
  })

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0
    const cache = new ResponseCache(5000)
    const load = async () => ({ load: ++loads })
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect([a, b, loads]).toEqual([{ load: 1 }, { load: 1 }, 1])
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('bad', async () => ({ up: true }))).toEqual({ up: true })
  })

  it('drops the least recently used entry when full', async () => {
    const cache = new ResponseCache(5000, 2)
    await cache.get('1', async () => ({ n: 'one' }))
    await cache.get('2', async () => ({ n: 'two' }))
    await cache.get('3', async () => ({ n: 'three' }))
    expect(await cache.get('1', async () => ({ n: 'reloaded' }))).toEqual({ n: 'reloaded' })
    expect(await cache.get('3', async () => ({ n: 'reloaded' }))).toEqual({ n: 'three' })
  })

  it('forgets every answer on clear, and a load cut short by clear answers a fresh load', async () => {
    const cache = new ResponseCache(5000)
    let version = 1
    expect(await cache.get('k', async () => ({ version }))).toEqual({ version: 1 })
    version = 2
    cache.clear()
    expect(await cache.get('k', async () => ({ version }))).toEqual({ version: 2 })

    // A load that answers what it saw when it began.
    const load = () => {
      const seen = version
      return new Promise<object>((resolve) => setTimeout(() => resolve({ version: seen }), 10))
    }
    const slow = cache.get('slow', load)
    version = 3
    cache.clear()
    expect(await slow).toEqual({ version: 3 })
  })
})
