import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

export default defineConfig({
  plugins: [
    react(),
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
  },
})
