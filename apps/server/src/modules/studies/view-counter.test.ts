import { describe, expect, it } from 'vitest'
import { ViewCounter } from './view-counter.js'

describe('ViewCounter', () => {
  it('counts a visitor once per notice and day, and again on the next day in Seoul', () => {
    const views = new ViewCounter()
    expect(views.add(1, 'a', '2026-11-23')).toBe(true)
    expect(views.add(1, 'a', '2026-11-23')).toBe(false)
    expect(views.add(2, 'a', '2026-11-23')).toBe(true)
    expect(views.add(1, 'b', '2026-11-23')).toBe(true)
    expect(views.pending(1)).toBe(2)
    expect(views.add(1, 'a', '2026-11-24')).toBe(true)
    expect(views.pending(1)).toBe(3)
  })

  it('stops counting new visitors past its daily cap, so a flood of addresses neither grows memory nor counts', () => {
    const views = new ViewCounter(3)
    for (const visitor of ['a', 'b', 'c', 'd', 'e']) views.add(1, visitor, '2026-11-23')
    expect(views.pending(1)).toBe(3)
  })
})
