import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rspack } from '@rspack/core'
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { afterAll, describe, expect, it } from 'vitest'
import { SHARED_EXPORTS_FILE, SharedExportsPlugin } from './shared-exports-plugin.mjs'
import { sharingProblems } from '../platform/src/deploys/shared-exports-contract.mjs'

// Two real federated builds, a host and a remote, each with its own copy of one shared package,
// as the shell and a remote built from different commits would be.
const root = mkdtempSync(join(tmpdir(), 'pp-sharing-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function writeFiles(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
}

/** Builds `name` with the shared package `pp-lib` whose source is `lib`; returns its record. */
async function build(name, { lib, app, exposes }) {
  const dir = join(root, name)
  writeFiles(dir, {
    'node_modules/pp-lib/package.json': JSON.stringify({ name: 'pp-lib', version: '1.0.0', type: 'module', main: 'index.js' }),
    'node_modules/pp-lib/index.js': lib,
    'node_modules/pp-lib/extra.js': 'export const extra = 1\n',
    'src/app.js': app,
    'src/index.js': "import('./app.js')\n",
  })
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: join(dir, 'dist'), publicPath: 'auto', uniqueName: name },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes: { './App': './src/app.js' } } : { remotes: {} }),
        shared: { 'pp-lib': { singleton: true, requiredVersion: false } },
        dts: false,
        manifest: false,
      }),
      new SharedExportsPlugin(),
    ],
  })
  const stats = await new Promise((done, fail) => compiler.run((err, result) => compiler.close(() => (err ? fail(err) : done(result)))))
  expect(stats.hasErrors()).toBe(false)
  return JSON.parse(readFileSync(join(dir, 'dist', SHARED_EXPORTS_FILE), 'utf8'))
}

describe('shared-exports.json, written by every federated build', () => {
  it('records the names a build shares and the names its code imports, and the deploy check finds a name the running copy lacks', async () => {
    const shell = await build('host', {
      lib: "export const greet = () => 'hi'\n",
      app: "import { greet } from 'pp-lib'\nconsole.log(greet())\n",
    })
    const remote = await build('remote', {
      lib: "export const greet = () => 'hi'\nexport const wave = () => 'o/'\nexport { extra } from './extra.js'\n",
      app: "import { greet, wave } from 'pp-lib'\nexport default () => greet() + wave()\n",
      exposes: true,
    })
    expect(shell.provides['pp-lib']).toEqual(['greet'])
    expect(remote.provides['pp-lib']).toEqual(['extra', 'greet', 'wave'])
    expect(remote.uses['pp-lib']).toEqual({ '': ['greet', 'wave'] })

    const parties = [
      { pkg: 'shell', isShell: true, record: shell },
      { pkg: 'mfe-x', record: remote },
    ]
    expect(sharingProblems(parties, 'mfe-x')).toEqual([
      "mfe-x imports 'wave' from pp-lib, which the copy in the shell (the one pages run) does not export",
    ])
    // The same remote, built against the shell's shared code, fits.
    const fitting = await build('remote_fits', {
      lib: "export const greet = () => 'hi'\n",
      app: "import { greet } from 'pp-lib'\nexport default () => greet()\n",
      exposes: true,
    })
    expect(sharingProblems([parties[0], { pkg: 'mfe-x', record: fitting }], 'mfe-x')).toEqual([])
  }, 60_000)
})
