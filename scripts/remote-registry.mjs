// The remote registry the shell reads at start-up (GET /remotes.json): federation name -> manifest
// URL and version. Locations are decided here, at run time, never compiled into the shell, so a team
// can redeploy or move its remote without a shell rebuild.
import { existsSync, readFileSync } from 'node:fs'
import { frontend, REMOTES } from './ports.mjs'

/**
 * Builds the registry for a request. An override file (REMOTES_REGISTRY=path, JSON of the same shape)
 * wins; otherwise each remote is on its own port of the host the page was opened on, so the site
 * works on localhost and 127.0.0.1 alike.
 */
export function remoteRegistry(hostHeader = 'localhost:3000', protocol = 'http:') {
  const file = process.env.REMOTES_REGISTRY
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  const hostname = hostHeader.replace(/:\d+$/, '')
  return {
    remotes: REMOTES.map((r) => {
      const { port } = frontend(r.pkg)
      return { name: r.federationName, entry: `${protocol}//${hostname}:${port}/mf-manifest.json`, version: 'current' }
    }),
  }
}
