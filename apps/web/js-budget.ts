import zlib from 'node:zlib'
import type { Plugin } from 'vite'

/** What a public page may load before it is interactive, brotli-compressed (issue 15). */
export const PUBLIC_PAGE_JS_BUDGET = 120 * 1024

/** The screens of the public pages, by the source file that starts their chunk. */
const PUBLIC_SCREENS =
  /\/src\/features\/(home\/home-page|about\/[a-z-]+-page|faq\/faq-page|location\/location-page|privacy\/privacy-page|recruitment\/recruitment(-view)?-page)\.tsx$/

/**
 * Screens still over the budget, each held at its figure (KB, brotli, rounded up) so that it can
 * only go down. Measured on the final chunks, preload lists included. The first load without a
 * screen (Vite's runtime, the framework chunk and the app's shell chunk) is 118.0 KB, of which
 * React, React Router, i18next and TanStack Query are about 106 KB; a screen adds its own chunk and
 * the public parts every public screen shares (about 4 KB in one request). See docs/decisions/0019.
 */
const KNOWN_OVER: Record<string, number> = {
  'about/app-guide-page': 122.6,
  'about/introduce-page': 122.6,
  'about/meaning-page': 122.6,
  'about/process-page': 122.7,
  'about/subject-guide-page': 122.5,
  'faq/faq-page': 123.1,
  'home/home-page': 124.4,
  'location/location-page': 123.6,
  'recruitment/recruitment-page': 124.1,
  'recruitment/recruitment-view-page': 122.6,
}

interface ChunkInfo {
  code: string
  imports: string[]
  isEntry: boolean
  facadeModuleId: string | null
  moduleIds: string[]
}

type Bundle = Record<string, ({ type: 'chunk' } & ChunkInfo) | { type: 'asset' }>

/** The chunks of a bundle by file name. */
function chunksOf(bundle: Bundle): Map<string, ChunkInfo> {
  const chunks = new Map<string, ChunkInfo>()
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') chunks.set(fileName, output)
  }
  return chunks
}

/** A chunk and every chunk it imports statically, as file names. */
function closure(chunks: Map<string, ChunkInfo>, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen
  seen.add(start)
  for (const next of chunks.get(start)?.imports ?? []) closure(chunks, next, seen)
  return seen
}

/**
 * What every page has loaded before any screen: the chunks that hold an entry module (the
 * entry may sit in a group chunk, which is then not marked `isEntry`), with their static imports.
 */
function initialChunks(chunks: Map<string, ChunkInfo>, isEntryModule: (id: string) => boolean): Set<string> {
  const entries = [...chunks]
    .filter(([, chunk]) => chunk.isEntry || chunk.moduleIds.some(isEntryModule))
    .map(([fileName]) => fileName)
  return new Set(entries.flatMap((entry) => [...closure(chunks, entry)]))
}

/**
 * Fails the build when the entry's code plus a public screen's code (each with what it
 * imports statically) is over the budget, compressed as the server sends it. Catalogs and
 * chunks loaded later on demand (a form, the staff console) do not count.
 */
export function jsBudget(budget = PUBLIC_PAGE_JS_BUDGET): Plugin & { isLoadedByEveryPage: (file: string) => boolean } {
  let initial = new Set<string>()
  return {
    name: 'ctc-js-budget',
    apply: 'build',
    /**
     * For `build.modulePreload.resolveDependencies`: a chunk every page has loaded already (the
     * framework, the shell) need not be named in each lazy import's preload list.
     */
    isLoadedByEveryPage: (file) => initial.has(file),
    generateBundle(_options, bundle) {
      initial = initialChunks(chunksOf(bundle), (id) => this.getModuleInfo(id)?.isEntry === true)
    },
    // Measured once the bundle is final: Vite writes each lazy import's preload list into its chunk
    // after the other plugins' generateBundle.
    writeBundle(_options, bundle) {
      const chunks = chunksOf(bundle)
      const sizes = new Map<string, number>()
      const sizeOf = (fileName: string) => {
        let size = sizes.get(fileName)
        if (size === undefined) {
          size = zlib.brotliCompressSync(chunks.get(fileName)?.code ?? '').byteLength
          sizes.set(fileName, size)
        }
        return size
      }
      const firstLoad = initialChunks(chunks, (id) => this.getModuleInfo(id)?.isEntry === true)
      if (firstLoad.size === 0) this.error('js budget: no entry chunk found in the bundle')
      const report: string[] = []
      const over: string[] = []
      for (const [fileName, chunk] of chunks) {
        const screen = chunk.facadeModuleId?.match(PUBLIC_SCREENS)?.[1]
        if (!screen) continue
        const files = new Set([...firstLoad, ...closure(chunks, fileName)])
        const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0)
        const line = `${screen}: ${(total / 1024).toFixed(1)} KB`
        report.push(line)
        if (total > (KNOWN_OVER[screen] ?? budget / 1024) * 1024) over.push(line)
      }
      if (report.length === 0) this.error('js budget: no public screen found in the bundle')
      const shell = [...firstLoad].reduce((sum, file) => sum + sizeOf(file), 0)
      this.info(`public page JS (brotli, entry + screen): shell ${(shell / 1024).toFixed(1)} KB; ${report.join(', ')}`)
      if (over.length > 0) {
        this.error(`public page JS over the budget of ${budget / 1024} KB: ${over.join(', ')}`)
      }
    },
  }
}
