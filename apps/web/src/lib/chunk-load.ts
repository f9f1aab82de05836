/** The spec's limit for loading a piece of the app (a screen's code, a catalog). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** A piece of the app's code or texts did not arrive: after a new release, old chunk names answer 404. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ChunkLoadError'
  }
}

/** Loads a chunk (a dynamic import), failing with ChunkLoadError on an error or after the time limit. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded in ${timeoutMs} ms`)), timeoutMs)
    load()
      .then(resolve, (cause: unknown) => reject(new ChunkLoadError(String(cause), { cause })))
      .finally(() => clearTimeout(timer))
  })
}

const RELOADED_AT_KEY = 'chunk-reload-at'
/** A reload this recent that did not help means the chunk is really missing: stop reloading. */
export const RELOAD_GUARD_MS = 5 * 60_000

let decision: boolean | undefined

/**
 * Whether this page should reload once to pick up a new build. True at most once per
 * guard period (remembered in sessionStorage), so a chunk that is really gone never loops.
 * Without sessionStorage there is no guard, and so no reload.
 */
export function claimReloadForNewBuild(now = Date.now()): boolean {
  if (decision !== undefined) return decision
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0)
    decision = !(now - last < RELOAD_GUARD_MS)
    if (decision) window.sessionStorage.setItem(RELOADED_AT_KEY, String(now))
  } catch {
    decision = false
  }
  return decision
}

/** For tests: forget this page's decision, as a new page load would. */
export function resetReloadDecision() {
  decision = undefined
}
