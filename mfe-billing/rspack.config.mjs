import { createRemoteConfig } from '../build-config/create-config.mjs'

export default createRemoteConfig({
  name: 'mfe_billing',
  port: 3004,
  dir: import.meta.dirname,
  // The contract with the shell: one module, './App', whose default export renders this area's routes.
  exposes: { './App': './src/app.tsx' },
})
