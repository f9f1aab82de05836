import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// E2E_PORT lets two checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4310)
// Each run starts on an empty embedded database of its own. Set once in the
// runner; its workers inherit the variable and so read the same database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `ctc-e2e-${Date.now()}`)

const SITE_WIDE = /site-(identity|content|about-console|banners)\.spec\.ts$/

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: SITE_WIDE },
    // Specs that change what every page shows (the center's identity, its content) run once the
    // others are done, so that no other spec sees the site halfway through their change.
    { name: 'site-wide', use: { ...devices['Desktop Chrome'] }, testMatch: SITE_WIDE, dependencies: ['chromium'] },
  ],
  webServer: {
    // The demo center's privacy policy is the start data (the site's text is content, not code).
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Tests that must fail logins on purpose present their own client address (X-Forwarded-For),
      // as one trusted proxy in front of the server would.
      TRUST_PROXY: '1',
    },
  },
})
