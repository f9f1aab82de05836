import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache.js'

describe('ResponseCache', () => {
  it('answers from memory until the time to live has passed', async () => {
    let now = 0
    let loads = 0
    const cache = new ResponseCache(5000, 10, () => now)
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    now = 4999
    expect(await cache.get('a', load)).toBe(1)
    now = 5000
    expect(await cache.get('a', load)).toBe(2)
  })

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0
    const cache = new ResponseCache(5000)
    const [a, b] = await Promise.all([cache.get('k', async () => ++loads), cache.get('k', async () => ++loads)])
    expect([a, b, loads]).toEqual([1, 1, 1])
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('bad', async () => 'up')).toBe('up')
  })

  it('drops the oldest entry when full', async () => {
    const cache = new ResponseCache(5000, 2)
    await cache.get('1', async () => 'one')
    await cache.get('2', async () => 'two')
    await cache.get('3', async () => 'three')
    expect(await cache.get('1', async () => 'reloaded')).toBe('reloaded')
  })
})
