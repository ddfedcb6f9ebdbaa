/// <reference lib="webworker" />
// The worker's side of the remote registry: it keeps the registry it last read (so a page opened
// offline finds the versions whose files it holds), caches each remote's files under the version
// the registry names, precaches that version whole, and deletes the caches of versions the
// registry no longer names. Rules in remote-caches.ts; the design in docs/decisions/050-*.md.
import { CacheableResponsePlugin, CacheFirst, NetworkFirst, type RouteHandlerCallbackOptions, type Strategy } from 'serwist'
import {
  isEntryFile,
  parseRegistryBody,
  remoteBase,
  remoteCacheName,
  remoteForUrl,
  staleRemoteCaches,
  versionFiles,
  type RegistryRemote,
} from './remote-caches.ts'

declare const self: ServiceWorkerGlobalScope

const REGISTRY_CACHE = 'pitchpath-registry'
export const REGISTRY_PATH = '/remotes.json'
/** Written last into a version's cache, once every file of that version is in it. */
const COMPLETE_MARK = '.pitchpath-precached'

let remotes: RegistryRemote[] = []

/** The registry the worker last stored, read when the worker starts. */
async function readStoredRegistry(): Promise<void> {
  const stored = await (await caches.open(REGISTRY_CACHE)).match(REGISTRY_PATH)
  if (stored) remotes = parseRegistryBody(await stored.json())
}

/**
 * Settles once the worker knows the registry it will cache by: a remote's file waits for it, so the
 * first files of a new deploy land in the new version's cache, not in none.
 */
let known: Promise<void> = readStoredRegistry().catch(() => undefined)

/** Stores a registry answered by the server and makes it the worker's; old versions' caches go. */
async function adopt(response: Response): Promise<RegistryRemote[] | null> {
  const next = parseRegistryBody(await response.clone().json())
  if (next.length === 0) return null
  await (await caches.open(REGISTRY_CACHE)).put(REGISTRY_PATH, response)
  remotes = next
  const stale = staleRemoteCaches(await caches.keys(), next)
  await Promise.all(stale.map((name) => caches.delete(name)))
  return next
}

/** Every file of one remote version into its cache, unless an earlier visit already put them there. */
async function precacheVersion(remote: RegistryRemote): Promise<void> {
  const cache = await caches.open(remoteCacheName(remote))
  const mark = new URL(COMPLETE_MARK, remoteBase(remote.entry)).href
  if (await cache.match(mark)) return
  const manifest = await fetch(new URL('mf-manifest.json', remoteBase(remote.entry)), { cache: 'no-store' })
  if (!manifest.ok) return
  await cache.addAll(versionFiles(await manifest.json(), remote))
  // The registry may have moved on meanwhile: then this version's cache is stale, not complete.
  if (remotes.some((r) => remoteCacheName(r) === remoteCacheName(remote))) await cache.put(mark, new Response('1'))
  else await caches.delete(remoteCacheName(remote))
}

/**
 * Makes a registry the server answered the worker's, then precaches what it names. Remote files
 * wait only for the first step; the returned promise (for event.waitUntil) ends after the second.
 */
function takeRegistry(answer: Promise<Response>): Promise<void> {
  const adopted = answer.then((res) => (res.ok ? adopt(res) : null)).catch(() => null)
  known = adopted.then(() => undefined)
  return adopted.then((next) => Promise.all((next ?? []).map((r) => precacheVersion(r).catch(() => undefined)))).then(() => undefined)
}

/**
 * Asks the server for the registry on every page load (a deploy must show on the next visit).
 * Offline, the stored registry stays.
 */
export function refreshRegistry(): Promise<void> {
  return takeRegistry(known.then(() => fetch(REGISTRY_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } })))
}

/** The page's own GET /remotes.json: the server's answer when online (and taken), else the stored one. */
export async function handleRegistryRequest({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  let res: Response
  try {
    res = await fetch(request)
  } catch (error) {
    const stored = await (await caches.open(REGISTRY_CACHE)).match(REGISTRY_PATH)
    if (stored) return stored
    throw error
  }
  const precached = takeRegistry(Promise.resolve(res.clone()))
  if (event && 'waitUntil' in event) event.waitUntil(precached)
  return res
}

// Opaque answers (status 0) too: the federation runtime loads scripts and stylesheets with plain
// tags, which fetch another origin's files without CORS.
const cacheable = [new CacheableResponsePlugin({ statuses: [0, 200] })]
const strategies = new Map<string, Strategy>()
function strategyFor(cacheName: string, entryFile: boolean): Strategy {
  const key = `${entryFile ? 'network' : 'cache'}:${cacheName}`
  let strategy = strategies.get(key)
  if (!strategy) {
    const options = { cacheName, plugins: cacheable, matchOptions: { ignoreVary: true } }
    strategy = entryFile ? new NetworkFirst(options) : new CacheFirst(options)
    strategies.set(key, strategy)
  }
  return strategy
}

/** A script, stylesheet or JSON file of another origin: the remotes' files, and anything else passes through. */
export const isRemoteFileRequest = ({ url, request }: { url: URL; request: Request }) =>
  request.method === 'GET' && url.origin !== self.location.origin && /\.(js|css|json)$/.test(url.pathname)

/**
 * A file of a remote's current version: its entry files network first (the entry names the
 * version's other files, so a deploy is never mixed with a cached older entry while online), the
 * rest (content-hashed, never changed in place) cache first. Any other file goes to the network.
 */
export async function handleRemoteFile({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  await known
  const remote = remoteForUrl(request.url, remotes)
  if (!remote) return fetch(request)
  return strategyFor(remoteCacheName(remote), isEntryFile(request.url)).handle({ request, event })
}
