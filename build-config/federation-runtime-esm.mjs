// Makes every build bundle the Module Federation runtime from its ES modules, not its CommonJS twin.
//
// Rspack's federation plugin finds the runtime with require.resolve, which picks the packages'
// "require" export (dist/*.cjs). CommonJS cannot be tree-shaken, so the shell would ship the whole
// runtime: manifest snapshots, preloading, Node's script loader and the error catalogue it never
// runs. From the ES modules, the build drops what is unused and what the `optimization` flags turn
// off (createShellConfig's disableSnapshot / target 'web'): the shell's main.js is smaller, and less
// code is evaluated before the first paint hydrates (sizes: docs/performance.md).
//
// Every runtime file has an ES twin beside it (same path, .js for .cjs); a request with no twin is
// left alone, so a runtime upgrade that changes its layout still builds, only bigger.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { rspack } from '@rspack/core'

const esmEntry = (pkg) => fileURLToPath(import.meta.resolve(pkg))

/** Absolute paths the federation plugin writes into its generated runtime module. */
const CJS_RUNTIME_FILE = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/

export class FederationRuntimeEsmPlugin {
  apply(compiler) {
    // The federation plugin aliases these two to their .cjs files; the same keys, set here after it
    // ran, win, and every import of the runtime (ours included, getInstance) gets the ES modules.
    compiler.hooks.afterEnvironment.tap('FederationRuntimeEsmPlugin', () => {
      compiler.options.resolve.alias = {
        ...compiler.options.resolve.alias,
        '@module-federation/runtime': esmEntry('@module-federation/runtime'),
        '@module-federation/runtime-tools': esmEntry('@module-federation/runtime-tools'),
      }
    })
    new rspack.NormalModuleReplacementPlugin(CJS_RUNTIME_FILE, (resolveData) => {
      if (resolveData.createData?.resource) return // after resolution: the request was rewritten already
      const esm = resolveData.request.replace(/\.cjs$/, '.js')
      if (existsSync(esm)) resolveData.request = esm
    }).apply(compiler)
  }
}
