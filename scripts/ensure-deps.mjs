// Installs what is missing, idempotently, so `npm start` and `npm test` work on a fresh machine
// that has only Node and npm. Browser tests also need Debian's Chromium (never a downloaded one).
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(cmd, args) {
  console.log(`[deps] ${cmd} ${args.join(' ')}`)
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit' })
}

function nodeModulesFresh() {
  const marker = join(root, 'node_modules/.package-lock.json')
  const deno = join(root, 'node_modules/deno/deno')
  if (!existsSync(marker) || !existsSync(deno)) return false
  // A lockfile newer than the last install means a dependency changed since.
  return statSync(marker).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs
}

// `npm ci` refuses this lockfile (the registry lacks non-Linux rspack bindings), so: npm install.
if (!nodeModulesFresh()) run('npm', ['install', '--no-audit', '--no-fund'])

if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) {
  const asRoot = process.getuid?.() === 0
  const apt = (args) => (asRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]))
  apt(['update'])
  apt(['install', '-y', '--no-install-recommends', 'chromium'])
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium was not installed at ${CHROMIUM}`)
}
