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

/**
 * Builds the registry for a request. An override file (REMOTES_REGISTRY=path, JSON of the same shape)
 * wins; otherwise each remote is on its own port of the host the page was opened on, so the site
 * works on localhost and 127.0.0.1 alike.
 * @typedef {{ name: string, entry: string, version: string }} RegistryEntry
 * @typedef {{ remotes: RegistryEntry[] }} RemoteRegistry
 * @param {string} [hostHeader]
 * @param {string} [protocol]
 * @returns {RemoteRegistry}
 */
export function remoteRegistry(hostHeader = `localhost:${SHELL.port}`, protocol = 'http:') {
  const file = process.env.REMOTES_REGISTRY
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  const hostname = hostHeader.replace(/:\d+$/, '')
  // Read on every request: a deploy or rollback is live on the next page load.
  const deployed = readDeployRegistry(deploysDir(ROOT)).remotes
  return {
    remotes: REMOTES.map((r) => {
      const { port } = frontend(r.pkg)
      const version = deployed[r.pkg]?.version
      const base = `${protocol}//${hostname}:${port}${version && version !== OWN_BUILD ? `/_v/${version}` : ''}`
      // The entry script itself, not mf-manifest.json: one request less before an area draws, and the
      // shell's runtime is built without manifest support (README decisions). The deploy checks
      // that each build's manifest names this file (platform/src/deploys/remote-contract.mjs).
      return { name: r.federationName, entry: `${base}/${REMOTE_ENTRY_FILE}`, version: version ?? 'current' }
    }),
  }
}
