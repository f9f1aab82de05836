import { defineConfig } from 'vitest/config'

// One Vitest run for the whole repository: each workspace is a project.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // Checks on the repository's own tooling, such as the lint rules that keep the web's boundaries.
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
})
