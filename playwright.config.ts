import { defineConfig } from '@playwright/test'

// Driven by scripts/e2e.mjs, which builds and starts the whole site first (npm run test:e2e).
export default defineConfig({
  testDir: '.',
  testMatch: ['*/e2e/**/*.spec.ts'],
  testIgnore: ['**/node_modules/**'],
  // Some tests stop and redeploy a remote's server: they must not overlap with others.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    // The shell's service worker only where a spec asks for it (shell/e2e/pwa.spec.ts): page.route
    // and the size and speed figures must see the network, not the worker's caches.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
})
