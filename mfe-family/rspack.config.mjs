import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { createRemoteConfig, federationDefaults, remoteOf } from '../build-config/create-config.mjs'

// This package's row in the remotes table (shared/src/remotes.js), found by its package name.
const { federationName, port } = remoteOf(import.meta.dirname)

export default createRemoteConfig({
  name: federationName,
  port,
  dir: import.meta.dirname,
  // The contract with the shell: one module, './App', whose default export renders this area's routes.
  // The builder adds its overrides (how the runtime is shared; none for the standalone page).
  federation: (overrides) =>
    new ModuleFederationPlugin({
      ...federationDefaults,
      name: federationName,
      filename: 'remoteEntry.js',
      exposes: { './App': './src/app.tsx' },
      manifest: true,
      ...overrides,
    }),
})
