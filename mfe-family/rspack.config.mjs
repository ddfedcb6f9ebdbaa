import { createRemoteConfig } from '../build-config/create-config.mjs'

export default createRemoteConfig({ name: 'mfe_family', port: 3003, dir: import.meta.dirname })
