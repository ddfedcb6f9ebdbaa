// The remote registry the shell reads at start-up (GET /remotes.json): federation name -> manifest
// URL and version. Locations are decided here, at run time, never compiled into the shell, so a team
// can redeploy or move its remote without a shell rebuild.
import { existsSync, readFileSync } from 'node:fs'
import { frontend, REMOTES } from './ports.mjs'
import { deploysDir, readDeployRegistry } from './deploys/deploy-registry.mjs'
import { join } from 'node:path'

/**
 * Builds the registry for a request. An override file (REMOTES_REGISTRY=path, JSON of the same shape)
 * wins; otherwise each remote is on its own port of the host the page was opened on, so the site
 * works on localhost and 127.0.0.1 alike.
 */
export function remoteRegistry(hostHeader = 'localhost:3000', protocol = 'http:') {
  const file = process.env.REMOTES_REGISTRY
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  const hostname = hostHeader.replace(/:\d+$/, '')
  // Read on every request: a deploy or rollback is live on the next page load.
  const deployed = readDeployRegistry(deploysDir(join(import.meta.dirname, '..'))).remotes
  return {
    remotes: REMOTES.map((r) => {
      const { port } = frontend(r.pkg)
      const version = deployed[r.pkg]?.version
      const base = `${protocol}//${hostname}:${port}${version ? `/_v/${version}` : ''}`
      return { name: r.federationName, entry: `${base}/mf-manifest.json`, version: version ?? 'current' }
    }),
  }
}
