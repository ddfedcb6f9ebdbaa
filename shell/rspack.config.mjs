import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { createShellConfig, federationDefaults, provideRuntime } from '../build-config/create-config.mjs'

export default createShellConfig({
  dir: import.meta.dirname,
  port: 3000,
  // No remotes at build time: the shell registers them from /remotes.json when it starts.
  federation: new ModuleFederationPlugin({ ...federationDefaults, name: 'shell', remotes: {}, manifest: false, ...provideRuntime }),
})
