import type { Locale } from '@ctc/contract/locale'
import type { StudyCardRow } from './studies.repository.js'

interface Kept {
  row: StudyCardRow
  /** The notices' generation read before the row's load began. */
  generation: number
  /** When the row was read (its view count is at most ttlMs old). */
  readAt: number
}

export interface CardCacheOptions {
  /** How long a row is kept at most: the view count changes without a console save. */
  ttlMs: number
  /** Rows kept at most per locale. */
  maxPerLocale: number
  /** A clock for tests. */
  clock?: () => number
}

/**
 * The card rows (title, labels, dates, counts) of published notices by locale and id, so that a
 * search reads from the database only the rows of its page that it has not read lately. Kept under
 * the notices' generation like the ready answers (decision records 0020, 0028): a row read before a
 * change is never used after it, and no row is older than ttlMs, as no ready answer is.
 */
export class CardCache {
  private readonly byLocale = new Map<Locale, Map<number, Kept>>()
  private readonly clock: () => number

  constructor(private readonly options: CardCacheOptions) {
    this.clock = options.clock ?? Date.now
  }

  /** Frees what was kept (a change was announced); the generation alone already keeps rows fresh. */
  clear(): void {
    this.byLocale.clear()
  }

  /**
   * The rows of `ids` in that order (ids without a published notice are left out). `generation`
   * is the notices' generation the request read; `load` reads the missing ones.
   */
  async rows(
    lang: Locale,
    ids: readonly number[],
    generation: number,
    load: (ids: number[]) => Promise<StudyCardRow[]>,
  ): Promise<StudyCardRow[]> {
    let kept = this.byLocale.get(lang)
    if (!kept) {
      kept = new Map()
      this.byLocale.set(lang, kept)
    }
    const now = this.clock()
    const oldest = now - this.options.ttlMs
    const rows: (StudyCardRow | undefined)[] = []
    let missing: number[] | undefined
    for (const id of ids) {
      const entry = kept.get(id)
      if (entry && entry.generation >= generation && entry.readAt >= oldest) rows.push(entry.row)
      else {
        rows.push(undefined)
        ;(missing ??= []).push(id)
      }
    }
    if (!missing) return rows as StudyCardRow[]
    const loaded = new Map<number, StudyCardRow>()
    for (const row of await load(missing)) {
      loaded.set(row.id, row)
      kept.delete(row.id)
      kept.set(row.id, { row, generation, readAt: now })
    }
    // Oldest reads first in a Map's order: past the bound, they go.
    for (const id of kept.keys()) {
      if (kept.size <= this.options.maxPerLocale) break
      kept.delete(id)
    }
    // An id without a row (a notice unpublished since the index was read) has no card.
    return ids.flatMap((id, position) => rows[position] ?? loaded.get(id) ?? [])
  }
}
