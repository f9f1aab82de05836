import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One window and one module graph per worker, not per file: a third of the time otherwise goes
    // to building them again. src/test/setup.ts resets what a file could leave behind.
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
  },
})
