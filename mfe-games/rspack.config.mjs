import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { createRemoteConfig, federationDefaults } from '../build-config/create-config.mjs'

export default createRemoteConfig({
  name: 'mfe_games',
  port: 3002,
  dir: import.meta.dirname,
  // The contract with the shell: one module, './App', whose default export renders this area's routes.
  // The builder adds its overrides (how the runtime is shared; none for the standalone page).
  federation: (overrides) => new ModuleFederationPlugin({
    ...federationDefaults,
    name: 'mfe_games',
    filename: 'remoteEntry.js',
    exposes: { './App': './src/app.tsx' },
    manifest: true,
    ...overrides,
  }),
})
