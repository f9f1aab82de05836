import type { Db } from '../../db/database.js'
import { addViewCounts } from './studies.repository.js'

/**
 * Counts notice views in memory and writes them once a second in one
 * transaction, instead of one write per page view. Every instance adds its own
 * counts, so several processes on one PostgreSQL database stay correct; a crash
 * loses at most a second of views, which only order the home-page slide.
 */
export class ViewCounter {
  private counts = new Map<number, number>()
  private flushing: Promise<void> = Promise.resolve()

  add(studyId: number): void {
    this.counts.set(studyId, (this.counts.get(studyId) ?? 0) + 1)
  }

  /** Views not yet written, so an answer can show the count including them. */
  pending(studyId: number): number {
    return this.counts.get(studyId) ?? 0
  }

  flush(db: Db): Promise<void> {
    if (this.counts.size === 0) return this.flushing
    const batch = this.counts
    this.counts = new Map()
    this.flushing = this.flushing
      .then(() => addViewCounts(db, batch))
      .catch(() => {
        // Put the views back for the next attempt rather than lose them.
        for (const [id, n] of batch) this.counts.set(id, (this.counts.get(id) ?? 0) + n)
      })
    return this.flushing
  }
}
