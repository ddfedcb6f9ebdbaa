import { defineConfig } from 'vitest/config'

// Unit tests of every front-end package and of shared/ (edge-api runs under `deno test`, browser
// tests under Playwright).
export default defineConfig({
  test: {
    include: [
      'shared/src/**/*.test.{ts,tsx}',
      'shell/src/**/*.test.{ts,tsx}',
      'mfe-*/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.mjs',
      'build-config/**/*.test.mjs',
      'platform/src/**/*.test.mjs',
    ],
    environment: 'node',
    // `npm test` runs this stage beside the browser lane on a two-core machine, where a test that
    // starts a process (Deno, git, a build) can wait many seconds for a CPU: vitest's 5 s default
    // failed a 0.2 s test there. A hang still fails, only later.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
