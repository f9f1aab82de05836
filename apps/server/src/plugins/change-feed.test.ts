import { describe, expect, it } from 'vitest'
import { FreshRead } from './change-feed.js'

describe('FreshRead', () => {
  it('answers each caller from a read begun after it asked, one read shared by all who waited', async () => {
    let value = 0
    const started: number[] = []
    const pending: (() => void)[] = []
    const read = new FreshRead(() => {
      const seen = value
      started.push(seen)
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)))
    })
    const a = read.read()
    // The first read may have been sent before these callers asked, and a change acknowledged
    // meanwhile: they wait for the next read, which all of them share.
    const b = read.read()
    value = 1
    const c = read.read()
    const d = read.read()
    expect(started).toEqual([0])
    pending.shift()!()
    expect(await a).toBe(0)
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual([0, 1])
    pending.shift()!()
    expect(await Promise.all([b, c, d])).toEqual([1, 1, 1])
    expect(started).toEqual([0, 1])
  })

  it('reads again after a failed read', async () => {
    let fail = true
    const read = new FreshRead(async () => {
      if (fail) throw new Error('down')
      return 7
    })
    await expect(read.read()).rejects.toThrow('down')
    fail = false
    expect(await read.read()).toBe(7)
  })
})
