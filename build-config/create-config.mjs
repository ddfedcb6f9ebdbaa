// One place that knows how a PitchPath front-end package is built. Each package's
// rspack.config.mjs is one call: createShellConfig(...) or createRemoteConfig(...).
import { existsSync, readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { rspack } from '@rspack/core'
import { InjectManifest } from '@serwist/webpack-plugin'
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh'
import { remoteByPackage, SHELL } from '@app/shared/remotes.js'
import { PrecompressPlugin } from './precompress-plugin.mjs'
import { CorsScriptsPlugin } from './cors-scripts-plugin.mjs'
import { FederationRuntimeEsmPlugin } from './federation-runtime-esm.mjs'
import { AreaPrerenderPlugin, PRERENDER_BUNDLE_DIR } from './area-prerender-plugin.mjs'
import { SHARED } from './shared-deps.mjs'
import { SharedExportsPlugin } from './shared-exports-plugin.mjs'
import { AppContractPlugin } from './app-contract.mjs'
import { devServerConfig } from './dev-server.mjs'

/** The remotes-table row of the remote in `dir`, by the name in its package.json. */
export function remoteOf(dir) {
  return remoteByPackage(JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')).name)
}

/**
 * `rspack build` is production (minified, hashed, precompressed); `rspack serve` is development.
 * The CLI tells which through `env` (RSPACK_BUILD / RSPACK_SERVE); `--mode` still wins.
 */
const isProduction = (env = {}, argv = {}) => (argv.mode ? argv.mode === 'production' : !env.RSPACK_SERVE)

/** TypeScript and JSX through SWC, for the browser builds and the shell's prerender alike. */
const typescriptRule = (prod) => ({
  test: /\.[cm]?tsx?$/,
  // Not `include: src`: the symlinked workspace package shared/ must be compiled too.
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // Fast Refresh in development only: production bundles stay as they were (their sizes are budgeted).
      transform: { react: { runtime: 'automatic', development: !prod, refresh: !prod } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
})

/** Visible build label of a remote (mfe-games shows it), so a redeploy is visible in the shell. */
const buildLabel = () => new rspack.DefinePlugin({ __REMOTE_BUILD_LABEL__: JSON.stringify(process.env.REMOTE_BUILD_LABEL ?? '') })

/**
 * The manifest plugin warns on every remote build that publicPath is 'auto'. That is the design: a
 * remote's chunks load from wherever its remoteEntry.js came from (its server, a deploy's version
 * folder), and the shell finds the entry in the registry, never through the manifest. Only that
 * message is dropped; every other warning still prints.
 */
const EXPECTED_WARNINGS = [/Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/]

/** @returns {Console} the console with the expected warnings left out */
function consoleWithoutExpectedWarnings() {
  const quiet = Object.create(console)
  quiet.warn = (...args) => {
    if (!args.some((arg) => typeof arg === 'string' && EXPECTED_WARNINGS.some((pattern) => pattern.test(arg)))) console.warn(...args)
  }
  return quiet
}

/** Shared by the shell and every remote; the arguments carry the parts that differ. */
function baseConfig({
  prod,
  dir,
  port,
  name,
  htmlTitle,
  federation,
  publicPath,
  isShell,
  page = true,
  copyPublic = true,
  prefix = '',
  clean = true,
  oneStylesheet = false,
  recordSharing = false,
  installable = false,
  serviceWorker = null,
}) {
  const hashed = (ext) => (prod ? `${prefix}[name].[contenthash:8].${ext}` : `${prefix}[name].${ext}`)
  return {
    mode: prod ? 'production' : 'development',
    context: dir,
    target: ['web', 'es2022'],
    devtool: prod ? false : 'cheap-module-source-map',
    entry: page ? { main: './src/index.ts' } : {},
    output: {
      path: resolve(dir, 'dist'),
      publicPath,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      uniqueName: name,
      clean,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [typescriptRule(prod), { test: /\.css$/, type: 'css/auto' }],
    },
    plugins: [
      buildLabel(),
      new CorsScriptsPlugin(),
      ...(page
        ? [
            new rspack.HtmlRspackPlugin({
              title: htmlTitle,
              template: resolve(import.meta.dirname, 'index.html'),
              // Absolute script URLs and only the app entry: deep links such as /app/games/decision-drill
              // work on a remote's own server, and remoteEntry.js is not injected into its page.
              publicPath: '/',
              chunks: ['main'],
              // The web app manifest is the shell's (shell/public/manifest.webmanifest): only its pages link it.
              templateParameters: { manifestLink: installable ? '/manifest.webmanifest' : '' },
            }),
          ]
        : []),
      federation,
      new FederationRuntimeEsmPlugin(),
      // What this build shares and imports through the federation, for the deploy's check.
      // Its own imports are type-checked against the shell's build, where one exists (a remote only).
      ...(recordSharing
        ? [new SharedExportsPlugin({ who: basename(dir), shellDist: isShell ? null : resolve(dir, '..', 'shell', 'dist') })]
        : []),
      // A remote's App props, published and checked against what the shell passes (app-contract.mjs).
      ...(recordSharing && !isShell
        ? [new AppContractPlugin({ appFile: resolve(dir, 'src', 'app.tsx'), dir, who: `${basename(dir)} ./App` })]
        : []),
      // A package's public/ ships as is (mfe-games' static Reaction Master page), beside the bundle.
      ...(copyPublic && existsSync(resolve(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: resolve(dir, 'public'), globOptions: { ignore: ['**/*.d.ts'] } }] })]
        : []),
      // Before the precompression, which then compresses the worker too.
      ...(prod && serviceWorker ? [serviceWorkerPlugin(dir, serviceWorker)] : []),
      ...(prod ? [new PrecompressPlugin()] : []),
      // The refresh runtime, namespaced by output.uniqueName, so the shell and each remote on one page
      // keep their own; the loader rule above marks components with $RefreshReg$.
      ...(prod ? [] : [new ReactRefreshRspackPlugin()]),
    ],
    optimization: {
      minimize: prod,
      // All of the package's CSS in one file: a prerendered page links it in <head> and the chunk
      // loader, finding it there, never fetches it again (see shell/prerender.mjs).
      ...(oneStylesheet
        ? { splitChunks: { cacheGroups: { styles: { test: /\.css$/, name: 'styles', chunks: 'all', enforce: true } } } }
        : {}),
    },
    performance: false,
    infrastructureLogging: { console: consoleWithoutExpectedWarnings() },
    // Rspack 2 compiles lazily by default, which reloads the page on a first visit: not with MF.
    lazyCompilation: false,
    devServer: devServerConfig({ port, isShell }),
  }
}

/**
 * The shell's service worker (docs/features/platform.md "Installable and offline", ADR 050): Serwist
 * compiles `src` beside the bundle as dist/sw.js and writes into it the list of the build's files to
 * precache. Left out: the precompressed copies, the federation's JSON, and the pages written after
 * this compilation (the worker lists the static pages itself). The page every area is drawn on,
 * index.html, is precached under `appShellPath`: its own path serves the prerendered home page.
 * Production builds only: `npm run dev` has no worker (shell/src/service-worker/register-worker.ts).
 * @param {string} dir
 * @param {{ src: string, appShellPath: string }} options
 */
function serviceWorkerPlugin(dir, { src, appShellPath }) {
  return new InjectManifest({
    swSrc: resolve(dir, src),
    swDest: 'sw.js',
    exclude: [/\.(br|gz|map|txt)$/, /\.json$/, /^(area-frames|prerendered|standalone)\//],
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => (entry.url === '/index.html' ? { ...entry, url: appShellPath } : entry)),
        warnings: [],
      }),
    ],
  })
}

/**
 * What every ModuleFederationPlugin in PitchPath shares: the one singleton list, and no dts plugin
 * (it adds ~11 s a build and opens network ports). Each package's rspack.config.mjs spreads this
 * into its own plugin, next to the names and exposes its team owns.
 */
export const federationDefaults = { shared: SHARED, dts: false, shareStrategy: 'loaded-first' }

/**
 * Federation runtime features no PitchPath page uses, compiled out (FederationRuntimeEsmPlugin makes
 * that possible): manifest snapshots (remotes.json names each remote's remoteEntry.js, see
 * platform/src/remote-registry.mjs) and the Node.js script loader.
 */
const webOnlyRuntime = { disableSnapshot: true, target: 'web' }

/**
 * The shell hands its federation runtime to every remote, so a page carries one copy of it and a
 * remote's entry carries none (docs/features/platform.md). The shell's plugin spreads this in.
 */
export const provideRuntime = { experiments: { provideExternalRuntime: true, optimization: webOnlyRuntime } }

/**
 * The host. It knows no remote address at build time: it reads /remotes.json at start (see
 * shell/src/remotes/remote-registry.ts), so a remote can be redeployed without rebuilding the shell.
 * Its pages link the web app manifest, and its production build has the service worker.
 * @param {{ dir: string, port?: number, federation: import('@rspack/core').RspackPluginInstance, serviceWorker?: { src: string, appShellPath: string } }} options
 */
export function createShellConfig({ dir, port = SHELL.port, federation, serviceWorker }) {
  return (env, argv) =>
    baseConfig({
      prod: isProduction(env, argv),
      dir,
      port,
      name: 'shell',
      isShell: true,
      htmlTitle: 'PitchPath',
      publicPath: '/',
      federation,
      oneStylesheet: isProduction(env, argv),
      recordSharing: true,
      installable: true,
      serviceWorker,
    })
}

/**
 * A remote: exposes its modules to the shell and also runs standalone from its own index.html.
 * `federation(overrides)` builds the team's ModuleFederationPlugin with the builder's overrides.
 *
 * A production build is two compilations into one dist/. The remote entry (remoteEntry.js and the
 * exposed chunks) uses the runtime the shell provides; the standalone page (index.html and
 * standalone/*.js) has to bring its own, so it is compiled apart, after the first, which cleans.
 * `rspack serve` keeps one compilation with its own runtime: one dev server a port.
 * @param {{ name: string, port: number, dir: string, title?: string, federation: (overrides: object) => import('@rspack/core').RspackPluginInstance }} options
 */
export function createRemoteConfig({ name, port, dir, title, federation }) {
  const shared = {
    dir,
    port,
    name,
    isShell: false,
    htmlTitle: title ?? `${name} (standalone)`,
    // 'auto': chunks load from wherever remoteEntry.js came from, whichever host page loads it.
    publicPath: 'auto',
  }
  return (env, argv) => {
    if (!isProduction(env, argv)) return baseConfig({ ...shared, prod: false, federation: federation({}) })
    return [
      {
        ...baseConfig({
          ...shared,
          prod: true,
          page: false,
          federation: federation({ experiments: { externalRuntime: true, optimization: webOnlyRuntime } }),
          // One stylesheet, so a prerendered area links it and the chunk loader finds it there.
          oneStylesheet: true,
          recordSharing: true,
        }),
        name: 'remote',
      },
      {
        // No container here (no exposes, no remoteEntry.js, no manifest): only the page and its runtime.
        ...baseConfig({
          ...shared,
          prod: true,
          copyPublic: false,
          clean: false,
          prefix: 'standalone/',
          federation: federation({
            exposes: undefined,
            filename: undefined,
            manifest: false,
            experiments: { optimization: webOnlyRuntime },
          }),
        }),
        name: 'standalone',
        dependencies: ['remote'],
      },
      // The public areas rendered ahead of time (src/prerender/render-area.tsx), for the shell's server.
      ...(existsSync(resolve(dir, AREA_PRERENDER_ENTRY))
        ? [
            {
              ...createPrerenderConfig({
                dir,
                entry: AREA_PRERENDER_ENTRY,
                name: 'render-area',
                // Beside the build (so `-o <folder>` moves it too); the plugin runs it, then removes it.
                output: { path: resolve(dir, 'dist'), filename: `${PRERENDER_BUNDLE_DIR}/[name].cjs`, clean: false },
                plugins: [new AreaPrerenderPlugin()],
              }),
              name: 'prerender',
              dependencies: ['remote'],
            },
          ]
        : []),
    ]
  }
}

const AREA_PRERENDER_ENTRY = './src/prerender/render-area.tsx'

/**
 * The shell's pages rendered ahead of time: one CommonJS file for Node (React, the router and the
 * store bundled in, lazy pages included, CSS left to the browser build) that shell/prerender.mjs runs.
 * @param {{ dir: string, entry: string }} options
 */
export function createPrerenderConfig({
  dir,
  entry,
  name = 'render-page',
  output = { path: resolve(dir, '.prerender'), filename: '[name].cjs', clean: true },
  plugins = [],
}) {
  return {
    mode: 'production',
    context: dir,
    target: 'node',
    devtool: false,
    entry: { [name]: entry },
    output: { ...output, library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [typescriptRule(true), { test: /\.css$/, type: 'asset/source' }] },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), buildLabel(), ...plugins],
    optimization: { minimize: false },
    performance: false,
  }
}
