import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: {
    conditions: ['source'],
    // The global set-up (the migrated template, with the code lists) loads outside the conditions above.
    alias: [
      {
        find: /^@ctc\/contract\/(.+)$/,
        replacement: fileURLToPath(new URL('../../packages/contract/src/$1.ts', import.meta.url)),
      },
    ],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file (each file builds its own app on its own database):
    // importing the server again for every file took a third of the run.
    isolate: false,
    globalSetup: ['src/test/template-database.ts'],
    // argon2 and database setup make some files slow on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
