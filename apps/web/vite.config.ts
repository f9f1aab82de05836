import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { jsBudget } from './js-budget'

export default defineConfig({
  plugins: [
    react(),
    jsBudget(),
    // Each text asset also as .br and .gz, served by @fastify/static's preCompressed: no CPU per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  // Read the contract from its TypeScript sources; no build step in between.
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    // The unsupported-browser check is the only inline script; CSP allows it by hash.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page runs, in one chunk rather than a dozen small ones: fewer requests and
        // one compression window on a phone's first visit.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/](react-query|query-core)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
