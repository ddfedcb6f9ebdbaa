// @ts-check
// The deployed versions of each remote: DEPLOYS_DIR/registry.json says which immutable version
// folder (DEPLOYS_DIR/<pkg>/<version>/) the stitched site loads, with the earlier ones for rollback.
// Every change is one atomic rename, so a page load sees the old version or the new, never a mix.
// A canary (docs/features/platform.md "Canary rollouts") is a second version beside the live one,
// served to a stable share of players until it is promoted (everyone) or aborted (no one).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * @typedef {{ version: string, label: string | null }} DeployedVersion
 * @typedef {DeployedVersion & { share: number, startedAt: string }} Canary
 * @typedef {Canary & { endedAt: string, outcome: 'promoted' | 'aborted', reason: string | null }} EndedCanary
 * @typedef {DeployedVersion & { deployedAt: string, history: DeployedVersion[], canary?: Canary, lastCanary?: EndedCanary }} RemoteDeploy
 * @typedef {{ remotes: Record<string, RemoteDeploy | undefined> }} DeployRegistry
 */

/** The live version of a remote nothing was deployed for: its own build, served without /_v/. */
export const OWN_BUILD = 'current'

/**
 * Where deployed versions live: DEPLOYS_DIR, or .deploys in the repository.
 * @param {string} root
 */
export function deploysDir(root) {
  return resolve(process.env.DEPLOYS_DIR ?? join(root, '.deploys'))
}

/**
 * @param {string} dir
 * @returns {DeployRegistry}
 */
export function readDeployRegistry(dir) {
  const file = join(dir, 'registry.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} }
}

/**
 * @param {string} dir
 * @param {DeployRegistry} registry
 */
function writeAtomically(dir, registry) {
  mkdirSync(dir, { recursive: true })
  const tmp = join(dir, `registry.json.${process.pid}.${Date.now()}.tmp`)
  writeFileSync(tmp, JSON.stringify(registry, null, 2))
  renameSync(tmp, join(dir, 'registry.json'))
}

/**
 * Makes `version` the one the site loads; the version it replaces goes on the rollback history.
 * @param {string} dir
 * @param {string} pkg
 * @param {string} version
 * @param {string | null} [label]
 */
export function switchVersion(dir, pkg, version, label = null) {
  const registry = readDeployRegistry(dir)
  const current = registry.remotes[pkg]
  refuseWhileCanary(current, pkg, 'deploy')
  if (current?.version === version) return registry
  registry.remotes[pkg] = { ...replacing(current), version, label, deployedAt: new Date().toISOString() }
  writeAtomically(dir, registry)
  return registry
}

/**
 * What a new live version keeps of the one it replaces: the history (with the replaced version on
 * top, unless it was the remote's own build, which rollback reaches by emptying the history) and
 * the record of the last canary.
 * @param {RemoteDeploy | undefined} current
 * @returns {Pick<RemoteDeploy, 'history' | 'lastCanary'>}
 */
function replacing(current) {
  if (!current) return { history: [] }
  const history = current.version === OWN_BUILD ? current.history : [...current.history, { version: current.version, label: current.label }]
  return current.lastCanary ? { history, lastCanary: current.lastCanary } : { history }
}

/**
 * @param {RemoteDeploy | undefined} current
 * @param {string} pkg
 * @param {string} what
 */
function refuseWhileCanary(current, pkg, what) {
  if (current?.canary)
    throw new Error(
      `${pkg} has a canary live (${current.canary.version} for ${current.canary.share} % of players): ` +
        `promote it (--promote) or abort it (--abort) before another ${what}`,
    )
}

/**
 * Returns to the version before the current one; with none, the remote's own build serves again.
 * @param {string} dir
 * @param {string} pkg
 */
export function rollback(dir, pkg) {
  const registry = readDeployRegistry(dir)
  const current = registry.remotes[pkg]
  refuseWhileCanary(current, pkg, 'rollback')
  if (!current || current.version === OWN_BUILD) throw new Error(`${pkg} has no deployed version to roll back from`)
  const previous = current.history.at(-1) ?? { version: OWN_BUILD, label: null }
  const kept = current.lastCanary ? { lastCanary: current.lastCanary } : {}
  registry.remotes[pkg] = { ...previous, deployedAt: new Date().toISOString(), history: current.history.slice(0, -1), ...kept }
  // Back on its own build with nothing to remember: the remote leaves the registry.
  if (previous.version === OWN_BUILD && !current.lastCanary) delete registry.remotes[pkg]
  writeAtomically(dir, registry)
  return registry
}

/**
 * Serves `version` to `share` % of players (platform/src/deploys/canary-choice.mjs says which),
 * the rest keep the live version. Refused while another canary is live, for a share outside
 * 1-99, and for the version already live.
 * @param {string} dir
 * @param {string} pkg
 * @param {string} version
 * @param {string | null} label
 * @param {number} share integer percent of players, 1-99
 */
export function startCanary(dir, pkg, version, label, share) {
  if (!Number.isInteger(share) || share < 1 || share > 99)
    throw new Error(`a canary's share is a whole percent from 1 to 99 (got ${share}); for everyone, deploy without --canary`)
  const registry = readDeployRegistry(dir)
  const current = registry.remotes[pkg]
  refuseWhileCanary(current, pkg, 'canary')
  if ((current?.version ?? OWN_BUILD) === version) throw new Error(`${pkg} ${version} is already the live version`)
  const canary = { version, label, share, startedAt: new Date().toISOString() }
  registry.remotes[pkg] = current
    ? { ...current, canary }
    : { version: OWN_BUILD, label: null, deployedAt: canary.startedAt, history: [], canary }
  writeAtomically(dir, registry)
  return registry
}

/**
 * @param {DeployRegistry} registry
 * @param {string} pkg
 * @param {string} what
 */
function liveCanary(registry, pkg, what) {
  const current = registry.remotes[pkg]
  if (!current?.canary) throw new Error(`${pkg} has no canary to ${what}`)
  return { current, canary: current.canary }
}

/**
 * Makes the canary the live version for everyone; the version it replaces goes on the history.
 * @param {string} dir
 * @param {string} pkg
 */
export function promoteCanary(dir, pkg) {
  const registry = readDeployRegistry(dir)
  const { current, canary } = liveCanary(registry, pkg, 'promote')
  const endedAt = new Date().toISOString()
  const { history } = replacing(current)
  registry.remotes[pkg] = {
    version: canary.version,
    label: canary.label,
    deployedAt: endedAt,
    history,
    lastCanary: { ...canary, endedAt, outcome: 'promoted', reason: null },
  }
  writeAtomically(dir, registry)
  return registry
}

/**
 * Returns the canary's players to the live version; `reason` says why (shown in the deploy status).
 * @param {string} dir
 * @param {string} pkg
 * @param {string | null} [reason]
 */
export function abortCanary(dir, pkg, reason = null) {
  const registry = readDeployRegistry(dir)
  const { current, canary } = liveCanary(registry, pkg, 'abort')
  const { canary: _ended, ...rest } = current
  registry.remotes[pkg] = { ...rest, lastCanary: { ...canary, endedAt: new Date().toISOString(), outcome: 'aborted', reason } }
  writeAtomically(dir, registry)
  return registry
}
