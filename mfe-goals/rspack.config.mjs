import { createRemoteConfig } from '../build-config/create-config.mjs'

export default createRemoteConfig({ name: 'mfe_goals', port: 3001, dir: import.meta.dirname })
