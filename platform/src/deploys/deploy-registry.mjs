// @ts-check
// The deployed versions of each remote: DEPLOYS_DIR/registry.json says which immutable version
// folder (DEPLOYS_DIR/<pkg>/<version>/) the stitched site loads, with the earlier ones for rollback.
// Every change is one atomic rename, so a page load sees the old version or the new, never a mix.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * @typedef {{ version: string, label: string | null }} DeployedVersion
 * @typedef {DeployedVersion & { deployedAt: string, history: DeployedVersion[] }} RemoteDeploy
 * @typedef {{ remotes: Record<string, RemoteDeploy | undefined> }} DeployRegistry
 */

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
  if (current?.version === version) return registry
  const history = current ? [...current.history, { version: current.version, label: current.label }] : []
  registry.remotes[pkg] = { version, label, deployedAt: new Date().toISOString(), history }
  writeAtomically(dir, registry)
  return registry
}

/**
 * Returns to the version before the current one; with none, the remote's own build serves again.
 * @param {string} dir
 * @param {string} pkg
 */
export function rollback(dir, pkg) {
  const registry = readDeployRegistry(dir)
  const current = registry.remotes[pkg]
  if (!current) throw new Error(`${pkg} has no deployed version to roll back from`)
  const previous = current.history.at(-1)
  if (previous) registry.remotes[pkg] = { ...previous, deployedAt: new Date().toISOString(), history: current.history.slice(0, -1) }
  else delete registry.remotes[pkg]
  writeAtomically(dir, registry)
  return registry
}
