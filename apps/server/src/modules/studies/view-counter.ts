import type { Db } from '../../db/database.js'
import { addViewCounts } from './studies.repository.js'

/**
 * Counts notice views (one per visitor, notice and day) in memory and writes them once a second in one
 * transaction, instead of one write per page view. Every instance adds its own
 * counts, so several processes on one PostgreSQL database stay correct; a crash
 * loses at most a second of views, which only order the home-page slide.
 */
export class ViewCounter {
  private counts = new Map<number, number>()
  /** Views being written: still counted as pending until their transaction has committed. */
  private writing = new Map<number, number>()
  private flushing: Promise<void> = Promise.resolve()
  // Who has seen which notice today (Seoul day): a view counts once per visitor, notice and day,
  // so reloading or scripting calls cannot push a notice into 'most viewed'.
  private seenDay = ''
  private seen = new Set<string>()

  constructor(private readonly maxVisitorsPerDay = 200_000) {}

  /**
   * Counts a view of a notice by a visitor (a keyed hash of the client address) on a day,
   * unless that visitor already viewed it that day. Answers whether it counted.
   */
  add(studyId: number, visitor: string, day: string): boolean {
    if (day !== this.seenDay) {
      this.seenDay = day
      this.seen = new Set()
    }
    const key = `${visitor}:${studyId}`
    // Past the cap (a flood of addresses) new visitors are not counted: memory stays bounded
    // and a flood cannot inflate the counts either.
    if (this.seen.has(key) || this.seen.size >= this.maxVisitorsPerDay) return false
    this.seen.add(key)
    this.counts.set(studyId, (this.counts.get(studyId) ?? 0) + 1)
    return true
  }

  /** Views not yet committed (counted, or being written), so an answer can show the count including them. */
  pending(studyId: number): number {
    return (this.counts.get(studyId) ?? 0) + (this.writing.get(studyId) ?? 0)
  }

  flush(db: Db): Promise<void> {
    if (this.counts.size === 0) return this.flushing
    const batch = this.counts
    this.counts = new Map()
    addInto(this.writing, batch, 1)
    this.flushing = this.flushing
      .then(() => addViewCounts(db, batch))
      .then(
        () => addInto(this.writing, batch, -1),
        () => {
          // Put the views back for the next attempt rather than lose them.
          addInto(this.writing, batch, -1)
          addInto(this.counts, batch, 1)
        },
      )
    return this.flushing
  }
}

function addInto(target: Map<number, number>, counts: ReadonlyMap<number, number>, sign: 1 | -1) {
  for (const [id, n] of counts) {
    const next = (target.get(id) ?? 0) + sign * n
    if (next === 0) target.delete(id)
    else target.set(id, next)
  }
}
