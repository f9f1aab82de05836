import { describe, expect, it } from 'vitest'
import { formatDate } from './dates'

describe('formatDate', () => {
  it('shows a moment as the day it was in Korea, not in UTC', () => {
    // 2026-11-23 16:30 UTC is already 24 November in Seoul.
    expect(formatDate('kr', '2026-11-23T16:30:00.000Z')).toBe('2026. 11. 24.')
    expect(formatDate('en', '2026-11-23T16:30:00.000Z')).toBe('Nov 24, 2026')
    expect(formatDate('en', '2026-11-23T14:59:59.000Z')).toBe('Nov 23, 2026')
  })

  it('shows a calendar date as that day in each locale', () => {
    expect(formatDate('kr', '2026-11-24')).toBe('2026. 11. 24.')
    expect(formatDate('en', '2026-11-24')).toBe('Nov 24, 2026')
    expect(formatDate('cn', '2026-11-24')).toBe('2026年11月24日')
    expect(formatDate('jp', '2026-11-24')).toBe('2026/11/24')
  })

  it('shows anything unreadable as it came', () => {
    expect(formatDate('kr', 'soon')).toBe('soon')
  })
})
