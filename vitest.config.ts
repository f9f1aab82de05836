import { defineConfig } from 'vitest/config'

// One Vitest run for the whole repository: each workspace is a project.
export default defineConfig({
  test: {
    // Every core: the tests wait on databases, child processes and hashing threads often enough that
    // the default (one core left to the main process) left the machine half idle.
    maxWorkers: '100%',
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // Checks on the repository's own tooling, such as the lint rules that keep the web's boundaries.
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
})
