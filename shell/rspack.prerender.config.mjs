import { createPrerenderConfig } from '../build-config/create-config.mjs'

export default createPrerenderConfig({ dir: import.meta.dirname, entry: './src/prerender/render-page.tsx' })
