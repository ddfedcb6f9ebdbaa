import { createShellConfig } from '../build-config/create-config.mjs'

// No remotes at build time: the shell registers them from /remotes.json when it starts.
export default createShellConfig({ dir: import.meta.dirname, port: 3000 })
