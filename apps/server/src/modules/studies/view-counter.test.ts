import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.js'
import { createTestStudy } from './studies.factory.js'
import { findViewCount } from './studies.repository.js'
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

  it('keeps views pending while they are written, until their transaction has committed', async () => {
    const app = await createTestApp()
    try {
      const studyId = await createTestStudy(app)
      const stored = async () => (await findViewCount(app.db, studyId)) ?? 0
      const before = await stored()
      const views = new ViewCounter()
      views.add(studyId, 'a', '2026-11-23')
      views.add(studyId, 'b', '2026-11-23')
      const writing = views.flush(app.db)
      // Written but not yet committed: a reader of the stored count adds them.
      expect(views.pending(studyId)).toBe(2)
      await writing
      expect([await stored(), views.pending(studyId)]).toEqual([before + 2, 0])
    } finally {
      await app.close()
    }
  })

  it('puts the views back when their write fails, for the next one', async () => {
    const app = await createTestApp()
    const studyId = await createTestStudy(app)
    await app.close()
    const views = new ViewCounter()
    views.add(studyId, 'a', '2026-11-23')
    await views.flush(app.db)
    expect(views.pending(studyId)).toBe(1)
  })
})
