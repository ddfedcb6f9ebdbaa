import { createRemoteConfig } from '../build-config/create-config.mjs'

export default createRemoteConfig({ name: 'mfe_billing', port: 3004, dir: import.meta.dirname })
