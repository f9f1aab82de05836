import { defineConfig } from 'vitest/config'

// One Vitest run for the whole repository: each workspace is a project.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
})
