// @ts-check
// The deploy and rollback of one remote, as `npm run deploy -w <remote>` and `npm run rollback -w
// <remote>` run them (scripts/deploy-remote.mjs is the command). A deploy builds an immutable,
// content-versioned copy of the remote into DEPLOYS_DIR/<pkg>/<hash>/, refuses it (changing
// nothing) if it breaks the shell's contract, then switches the registry the shell's /remotes.json
// reads. Neither the shell nor the remote's server is rebuilt or restarted: the remote's server
// serves every version folder under /_v/<hash>/, and the next page load picks it up.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { remoteByPackage } from '@app/shared/remotes.js'
import { checkRemoteContract } from './remote-contract.mjs'
import { liveParties, sharingProblems } from './shared-exports-contract.mjs'
import { SHARED_EXPORTS_FILE } from '../../../build-config/shared-exports-plugin.mjs'
import { CONTRACT_DTS_FILE, contractProblems } from '../../../build-config/app-contract.mjs'
import { deploysDir, rollback, switchVersion } from './deploy-registry.mjs'
import { ROOT } from '../root.mjs'

/** @param {string} folder */
function filesOf(folder) {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(folder, f)).isFile())
    .sort()
}

/**
 * The version is the content: the same build deploys to the same folder, a changed one to a new one.
 * @param {string} folder
 */
function contentVersion(folder) {
  const hash = createHash('sha256')
  for (const file of filesOf(folder))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(folder, file)))
      .update('\0')
  return hash.digest('hex').slice(0, 12)
}

/**
 * Problems between the build's shared imports and exports and the site it would join.
 * @param {string} folder
 * @param {string} pkg
 * @param {string} dir the deploys folder
 * @returns {string[]}
 */
function fitsTheLiveSite(folder, pkg, dir) {
  const recordFile = join(folder, SHARED_EXPORTS_FILE)
  if (!existsSync(recordFile)) return [`no ${SHARED_EXPORTS_FILE} in the build, so its shared imports cannot be checked`]
  // SHELL_DIST: where the served shell's build is, when not shell/dist (serve-static's --dir).
  const { parties, hasShell, unchecked } = liveParties({ root: ROOT, deploys: dir, except: pkg, shellDist: process.env.SHELL_DIST })
  if (!hasShell) return [`the shell's build has no ${SHARED_EXPORTS_FILE} to check against: build the shell first (npm run build -w shell)`]
  for (const other of unchecked) console.warn(`[deploy] not checked against ${other}: it has no build with ${SHARED_EXPORTS_FILE}`)
  return sharingProblems([...parties, { pkg, record: JSON.parse(readFileSync(recordFile, 'utf8')) }], pkg)
}

/**
 * Rolls `pkg` back to its previous version; prints which version it now serves.
 * @param {string} pkg
 */
export function rollbackRemote(pkg) {
  remoteByPackage(pkg)
  const registry = rollback(deploysDir(ROOT), pkg)
  console.log(`[deploy] ${pkg} now serves ${registry.remotes[pkg]?.version ?? 'its own build'}`)
}

/**
 * Deploys `pkg`: from a prebuilt folder (`from`) or a fresh build, never the remote's live dist.
 * Returns the process exit code: 0 when live, 1 when refused (nothing was changed).
 * @param {{ pkg: string, from?: string | undefined, label?: string | undefined }} options
 * @returns {number}
 */
export function deployRemote({ pkg, from, label }) {
  const { federationName } = remoteByPackage(pkg)
  const dir = deploysDir(ROOT)
  const built = from ?? mkdtempSync(join(tmpdir(), `pp-deploy-${pkg}-`))
  if (!from) {
    execFileSync('npm', ['run', 'build', '--silent', '-w', pkg, '--', '-o', built], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, REMOTE_BUILD_LABEL: label ?? '' },
    })
  }
  const manifestFile = join(built, 'mf-manifest.json')
  const problems = existsSync(manifestFile)
    ? checkRemoteContract(JSON.parse(readFileSync(manifestFile, 'utf8')), federationName)
    : ['no mf-manifest.json in the build']
  problems.push(...fitsTheLiveSite(built, pkg, dir))
  problems.push(...contractProblems(join(built, CONTRACT_DTS_FILE), `${pkg} ./App`))
  if (problems.length > 0) {
    console.error(`[deploy] refused ${pkg}: it breaks the shell's contract:\n- ${problems.join('\n- ')}\nNothing was changed.`)
    return 1
  }
  const version = contentVersion(built)
  const target = join(dir, pkg, version)
  if (!existsSync(target)) cpSync(built, target, { recursive: true })
  if (!from) rmSync(built, { recursive: true, force: true })
  switchVersion(dir, pkg, version, label ?? null)
  console.log(`[deploy] ${pkg} ${version} is live (${relative(ROOT, target)}); the next page load uses it`)
  return 0
}
