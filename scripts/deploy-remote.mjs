// npm run deploy -w <remote> [-- --label v2]   build, check, publish, switch (one atomic step)
// npm run rollback -w <remote>                  back to the previous version
// A deploy builds an immutable, content-versioned copy of the remote into DEPLOYS_DIR/<pkg>/<hash>/,
// refuses it (changing nothing) if it breaks the shell's contract, then switches the registry the
// shell's /remotes.json reads. Neither the shell nor the remote's server is rebuilt or restarted: the
// remote's server serves every version folder under /_v/<hash>/, and the next page load picks it up.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { checkRemoteContract } from './deploys/remote-contract.mjs'
import { liveParties, sharingProblems } from './deploys/shared-exports-contract.mjs'
import { SHARED_EXPORTS_FILE } from '../build-config/shared-exports-plugin.mjs'
import { deploysDir, rollback, switchVersion } from './deploys/deploy-registry.mjs'
import { frontend } from './ports.mjs'
import { ROOT } from './stack.mjs'

const args = process.argv.slice(2)
const pkg = args[0]
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const { federationName } = frontend(pkg)
if (!federationName) throw new Error(`${pkg} is not a remote`)
const dir = deploysDir(ROOT)

if (args.includes('--rollback')) {
  const registry = rollback(dir, pkg)
  console.log(`[deploy] ${pkg} now serves ${registry.remotes[pkg]?.version ?? 'its own build'}`)
  process.exit(0)
}

function filesOf(folder) {
  return readdirSync(folder, { recursive: true }).map(String).filter((f) => statSync(join(folder, f)).isFile()).sort()
}

/** The version is the content: the same build deploys to the same folder, a changed one to a new one. */
function contentVersion(folder) {
  const hash = createHash('sha256')
  for (const file of filesOf(folder)) hash.update(file).update('\0').update(readFileSync(join(folder, file))).update('\0')
  return hash.digest('hex').slice(0, 12)
}

/** Problems between the build's shared imports and exports and the site it would join. */
function fitsTheLiveSite(folder) {
  const recordFile = join(folder, SHARED_EXPORTS_FILE)
  if (!existsSync(recordFile)) return [`no ${SHARED_EXPORTS_FILE} in the build, so its shared imports cannot be checked`]
  // SHELL_DIST: where the served shell's build is, when not shell/dist (serve-static's --dir).
  const { parties, hasShell, unchecked } = liveParties({ root: ROOT, deploys: dir, except: pkg, shellDist: process.env.SHELL_DIST })
  if (!hasShell) return [`the shell's build has no ${SHARED_EXPORTS_FILE} to check against: build the shell first (npm run build -w shell)`]
  for (const other of unchecked) console.warn(`[deploy] not checked against ${other}: it has no build with ${SHARED_EXPORTS_FILE}`)
  return sharingProblems([...parties, { pkg, record: JSON.parse(readFileSync(recordFile, 'utf8')) }], pkg)
}

// A prebuilt folder (--from) or a fresh build, never the remote's live dist.
const built = flag('--from') ?? mkdtempSync(join(tmpdir(), `pp-deploy-${pkg}-`))
if (!flag('--from')) {
  execFileSync('npm', ['run', 'build', '--silent', '-w', pkg, '--', '-o', built], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REMOTE_BUILD_LABEL: flag('--label') ?? '' },
  })
}
const manifestFile = join(built, 'mf-manifest.json')
const problems = existsSync(manifestFile) ? checkRemoteContract(JSON.parse(readFileSync(manifestFile, 'utf8')), federationName) : ['no mf-manifest.json in the build']
problems.push(...fitsTheLiveSite(built))
if (problems.length > 0) {
  console.error(`[deploy] refused ${pkg}: it breaks the shell's contract:\n- ${problems.join('\n- ')}\nNothing was changed.`)
  process.exit(1)
}
const version = contentVersion(built)
const target = join(dir, pkg, version)
if (!existsSync(target)) cpSync(built, target, { recursive: true })
if (!flag('--from')) rmSync(built, { recursive: true, force: true })
switchVersion(dir, pkg, version, flag('--label') ?? null)
console.log(`[deploy] ${pkg} ${version} is live (${relative(ROOT, target)}); the next page load uses it`)
