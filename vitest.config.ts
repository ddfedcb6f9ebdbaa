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
  },
})
