import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
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
