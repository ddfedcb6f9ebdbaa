// Which cache holds which remote file. Pure functions, so the rules are tested without a worker
// (remote-caches.test.ts). A remote's files are cached under the version the registry names
// (GET /remotes.json, platform/src/remote-registry.mjs): a deploy is a new cache, and the old
// version's cache is deleted once the registry names another (docs/features/platform.md
// "Installable and offline").

/** One entry of the registry, as the shell's server writes it. */
export type RegistryRemote = { name: string; entry: string; version: string }

export const REMOTE_CACHE_PREFIX = 'pitchpath-remote-'

/** The cache of one deployed version of one remote. */
export const remoteCacheName = (remote: RegistryRemote) => `${REMOTE_CACHE_PREFIX}${remote.name}-${remote.version}`

/** The folder a remote version's files are served from: its entry's URL up to the last slash. */
export const remoteBase = (entry: string) => entry.slice(0, entry.lastIndexOf('/') + 1)

/**
 * Files that name the rest of a version and so must come from the network whenever there is one:
 * the entry script, the federation manifest, and a prerendered area's HTML.
 */
const ENTRY_FILE = /\/(remoteEntry\.js|mf-manifest\.json|area\.json)$/
export const isEntryFile = (url: string) => ENTRY_FILE.test(new URL(url).pathname)

/**
 * Checked by hand, as the shell's own parseRegistry does (shell/src/remotes/remote-registry.ts):
 * anything unexpected is left out rather than trusted.
 */
export function parseRegistryBody(body: unknown): RegistryRemote[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes
  if (!Array.isArray(remotes)) return []
  return remotes.flatMap((r: unknown) => {
    const { name, entry, version } = (r ?? {}) as Record<string, unknown>
    if (typeof name !== 'string' || !/^[a-z0-9_]+$/.test(name)) return []
    if (typeof entry !== 'string' || !URL.canParse(entry)) return []
    if (typeof version !== 'string' || !/^[a-z0-9]+$/.test(version)) return []
    return [{ name, entry, version }]
  })
}

/**
 * The registry entry whose current version serves `url`, or null: a file of a version the registry
 * no longer names (an old page still open) is fetched but never cached, so no old version is kept.
 */
export function remoteForUrl(url: string, remotes: readonly RegistryRemote[]): RegistryRemote | null {
  let found: RegistryRemote | null = null
  for (const remote of remotes) {
    const base = remoteBase(remote.entry)
    // The longest base wins: an undeployed build is served at the root (http://host:3002/) and a
    // deployed one under /_v/<version>/ of the same origin.
    if (url.startsWith(base) && (!found || base.length > remoteBase(found.entry).length)) found = remote
  }
  if (!found) return null
  // A deployed version lives under /_v/<version>/: a file there belongs to that version only.
  const rest = url.slice(remoteBase(found.entry).length)
  return rest.startsWith('_v/') ? null : found
}

/** Remote caches the registry no longer names: an earlier deploy, or a remote that is gone. */
export function staleRemoteCaches(cacheNames: readonly string[], remotes: readonly RegistryRemote[]): string[] {
  const current = new Set(remotes.map(remoteCacheName))
  return cacheNames.filter((name) => name.startsWith(REMOTE_CACHE_PREFIX) && !current.has(name))
}

type ManifestAssets = { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } }

const files = (list: unknown): string[] => (Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [])

/**
 * Every file a version needs to draw its areas, from its mf-manifest.json: the entry and the
 * exposed modules' scripts and stylesheets, loaded at once or later (a lazy page). Shared-module
 * fallbacks are left out: the shell provides those.
 */
export function versionFiles(manifest: unknown, remote: RegistryRemote): string[] {
  const base = remoteBase(remote.entry)
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes
  const assets = Array.isArray(exposes) ? exposes.map((e) => ((e ?? {}) as { assets?: ManifestAssets }).assets ?? {}) : []
  const names = assets.flatMap((a) => [...files(a.js?.sync), ...files(a.js?.async), ...files(a.css?.sync), ...files(a.css?.async)])
  const safe = names.filter((name) => /^[\w./-]+$/.test(name) && !name.includes('..'))
  return [remote.entry, ...new Set(safe.map((name) => new URL(name, base).href))]
}
