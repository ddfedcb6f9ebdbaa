import { createRemoteConfig } from '../build-config/create-config.mjs'

export default createRemoteConfig({ name: 'mfe_games', port: 3002, dir: import.meta.dirname })
