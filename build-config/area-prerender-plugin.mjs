// The last step of a remote's production build: renders its public areas with React in Node and
// writes each as dist/prerendered/<path>/area.json ({ html, stylesheets }). The shell's server puts
// that HTML into its own prerendered frame of the page (platform/src/compose-area.mjs), so a visitor sees
// the area before any JavaScript has arrived; the browser then hydrates it.
//
// It runs in the remote's third compilation (createRemoteConfig), after the browser build it depends
// on has written the stylesheet, and it removes the Node bundle it ran, so dist/ ships only files for
// browsers. `npm run deploy` builds with `-o <folder>`: everything follows the compilation's path.
import { createRequire } from 'node:module'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const PRERENDER_BUNDLE_DIR = '.prerender'
export const areaFragmentFile = (dist, path) => join(dist, 'prerendered', path, 'area.json')

export class AreaPrerenderPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('AreaPrerenderPlugin', async (compilation) => {
      const dist = compilation.outputOptions.path
      const bundle = join(dist, PRERENDER_BUNDLE_DIR, 'render-area.cjs')
      try {
        const { renderArea, PRERENDERED_PATHS } = createRequire(import.meta.url)(bundle)
        // The browser build puts all of a remote's CSS in one file (oneStylesheet): the page links it.
        const stylesheets = readdirSync(dist).filter((f) => /^styles\.[0-9a-f]+\.css$/.test(f))
        if (stylesheets.length !== 1) throw new Error(`expected one styles.<hash>.css in ${dist}, found ${stylesheets.length}`)
        for (const path of PRERENDERED_PATHS) {
          const file = areaFragmentFile(dist, path)
          mkdirSync(dirname(file), { recursive: true })
          writeFileSync(file, JSON.stringify({ html: await renderArea(path), stylesheets }))
        }
      } finally {
        rmSync(join(dist, PRERENDER_BUNDLE_DIR), { recursive: true, force: true })
      }
    })
  }
}
