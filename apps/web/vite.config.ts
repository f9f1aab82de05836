import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { jsBudget } from './js-budget'

const budget = jsBudget()

const PUBLIC_PARTS = new RegExp(
  [
    'src/components/(pagination|days-left|korean-only|tabs|study-detail|content-blocks)',
    'src/lib/(dates|study-format|use-code-list|error-message)',
    'src/features/recruitment/(study-text|recruitment\\.module)',
    'contract/src/(study-rules|study-search-rules)',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
)

const importsZod = (id: string) => {
  try {
    return /from 'zod(\/v4)?'/.test(readFileSync(id.replace(/\?.*$/, ''), 'utf8'))
  } catch {
    return false
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build of the public pages (src/entry-server.tsx) has no budget and no assets of its own.
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          budget,
          // Each text asset also as .br and .gz, served by @fastify/static's preCompressed: no CPU per request.
          compression({
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
            include: /\.(js|css|html|svg|json|txt|xml|webmanifest)$/,
            threshold: 1024,
          }),
        ]),
  ],
  resolve: {
    // Read the contract from its TypeScript sources; no build step in between.
    conditions: ['source'],
    // Zod without run-time code generation, which the pages' CSP refuses (src/lib/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url)) }],
  },
  ssr: { resolve: { conditions: ['source'] } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: isSsrBuild
    ? { target: 'node20' }
    : {
        target: 'es2022',
        // Read by the server: the chunks and styles of the screen a page it renders shows.
        manifest: true,
        // The unsupported-browser check is the only inline script; CSP allows it by hash.
        modulePreload: {
          polyfill: false,
          // A lazy screen's preload list leaves out the chunks every page has already loaded.
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => !budget.isLoadedByEveryPage(dep)) : deps,
        },
        rolldownOptions: {
          output: {
            // What every page runs, in two chunks rather than a dozen small ones: fewer requests and
            // fewer compression windows on a phone's first visit. The framework changes seldom, so it
            // keeps its own chunk (and cache entry); the rest of what the entry imports statically
            // (layout, i18n, API client) is the shell.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/](react-query|query-core)|use-sync-external-store)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'shell',
                  tags: ['$initial'],
                  // Only the app's own Zod-free modules: a contract module that builds schemas is in the
                  // entry's import graph for a constant or a type, and must not bring Zod into the shell.
                  test: (id) => !id.includes('node_modules') && !importsZod(id),
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                {
                  // The small parts the public screens share (dates, paging, tabs, a notice's texts):
                  // one request instead of ten, each of which costs a round trip on a phone.
                  name: 'public-parts',
                  test: (id) => PUBLIC_PARTS.test(id) && !importsZod(id),
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
}))
