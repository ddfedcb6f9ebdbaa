import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { createShellConfig, federationDefaults, provideRuntime } from '../build-config/create-config.mjs'

export default createShellConfig({
  dir: import.meta.dirname,
  // Its port comes from the remotes table (shared/src/remotes.js).
  // No remotes at build time: the shell registers them from /remotes.json when it starts.
  // Its service worker; /app-shell is APP_SHELL_PATH in src/service-worker/worker-protocol.ts.
  serviceWorker: { src: './src/service-worker/sw.ts', appShellPath: '/app-shell' },
  federation: new ModuleFederationPlugin({ ...federationDefaults, name: 'shell', remotes: {}, manifest: false, ...provideRuntime }),
})
