// @ts-check
// The remote registry the shell reads at start-up (GET /remotes.json): federation name -> the URL of
// its remoteEntry.js, and version. Locations are decided here, at run time, never compiled into the shell, so a team
// can redeploy or move its remote without a shell rebuild.
import { existsSync, readFileSync } from 'node:fs'
import { frontend, REMOTES } from './ports.mjs'
import { SHELL } from '@app/shared/remotes.js'
import { deploysDir, OWN_BUILD, readDeployRegistry } from './deploys/deploy-registry.mjs'
import { REMOTE_ENTRY_FILE } from './deploys/remote-contract.mjs'
import { ROOT } from './root.mjs'
import { inCanary } from './deploys/canary-choice.mjs'
/** @import { RemoteDeploy } from './deploys/deploy-registry.mjs' */

/**
 * Builds the registry for a request. An override file (REMOTES_REGISTRY=path, JSON of the same shape)
 * wins; otherwise each remote is on its own port of the host the page was opened on, so the site
 * works on localhost and 127.0.0.1 alike. With a live canary, `choice.playerKey` decides which of the
 * two versions this player gets (platform/src/deploys/canary-choice.mjs); without a key, the live one.
 * `channel` says which: 'live', 'canary' or 'preview' (a reader that predates it reads 'live').
 * @typedef {'live' | 'canary' | 'preview'} Channel
 * @typedef {{ name: string, entry: string, version: string, channel?: Channel }} RegistryEntry
 * @typedef {{ remotes: RegistryEntry[] }} RemoteRegistry
 * @typedef {{ playerKey?: string | null | undefined, previews?: Array<{ pkg: string, version: string }> }} RegistryChoice
 * @param {string} [hostHeader]
 * @param {string} [protocol]
 * @param {RegistryChoice} [choice]
 * @returns {RemoteRegistry}
 */
export function remoteRegistry(hostHeader = `localhost:${SHELL.port}`, protocol = 'http:', choice = {}) {
  const file = process.env.REMOTES_REGISTRY
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  const hostname = hostHeader.replace(/:\d+$/, '')
  // Read on every request: a deploy or rollback is live on the next page load.
  const deployed = readDeployRegistry(deploysDir(ROOT)).remotes
  return {
    remotes: REMOTES.map((r) => {
      const { port } = frontend(r.pkg)
      const { version, channel } = versionFor(deployed[r.pkg], r.pkg, choice)
      const base = `${protocol}//${hostname}:${port}${version !== OWN_BUILD ? `/_v/${version}` : ''}`
      // The entry script itself, not mf-manifest.json: one request less before an area draws, and the
      // shell's runtime is built without manifest support (README decisions). The deploy checks
      // that each build's manifest names this file (platform/src/deploys/remote-contract.mjs).
      return { name: r.federationName, entry: `${base}/${REMOTE_ENTRY_FILE}`, version, channel }
    }),
  }
}

/**
 * The version of one remote this player gets, and from which channel.
 * @param {RemoteDeploy | undefined} deploy
 * @param {string} pkg
 * @param {RegistryChoice} choice
 * @returns {{ version: string, channel: Channel }}
 */
function versionFor(deploy, pkg, { playerKey, previews }) {
  // A preview is one browser's signed choice (platform/src/deploys/previews.mjs): it wins for that browser only.
  const preview = previews?.find((p) => p.pkg === pkg)
  if (preview) return { version: preview.version, channel: 'preview' }
  const canary = deploy?.canary
  if (canary && playerKey && inCanary(pkg, playerKey, canary.share)) return { version: canary.version, channel: 'canary' }
  return { version: deploy?.version ?? OWN_BUILD, channel: 'live' }
}
