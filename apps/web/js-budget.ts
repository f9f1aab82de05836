import zlib from 'node:zlib'
import type { Plugin } from 'vite'

/** What a public page may load before it is interactive, brotli-compressed (issue 15). */
export const PUBLIC_PAGE_JS_BUDGET = 120 * 1024

/** The screens of the public pages, by the source file that starts their chunk. */
const PUBLIC_SCREENS =
  /\/src\/features\/(home\/home-page|about\/[a-z-]+-page|faq\/faq-page|location\/location-page|privacy\/privacy-page|recruitment\/recruitment(-view)?-page)\.tsx$/

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
        if (total > budget) over.push(line)
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
