import { createShellConfig } from '../build-config/create-config.mjs'

export default createShellConfig({ dir: import.meta.dirname, port: 3000 })
