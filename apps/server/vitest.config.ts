import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/template-database.ts'],
    // argon2 and database setup make some files slow on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
