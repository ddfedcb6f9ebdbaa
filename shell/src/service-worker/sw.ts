/// <reference lib="webworker" />
// PitchPath's service worker (docs/features/platform.md "Installable and offline", ADR 050), built
// by the shell's production build (build-config/create-config.mjs) into dist/sw.js with Serwist:
// - the shell's files are precached from the build's manifest, with its static pages and the empty
//   page every area is drawn on offline;
// - each remote's current version, as the registry names it, is cached under that version
//   (remote-versions.ts);
// - the offline pages' API reads are kept per account, network first (api-cache.ts).
// A new build waits until the page asks it to take over (the update prompt, register-worker.ts).
import { Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions, type SerwistGlobalConfig } from 'serwist'
import { PRERENDERED_PATHS } from '../prerender/prerendered-paths.ts'
import { forgetAllReads, forgetReads, handleAccountRead, handleSessionRead } from './api-cache.ts'
import { isOfflineRead, SESSION_PATH } from './api-reads.ts'
import { handleRegistryRequest, handleRemoteFile, isRemoteFileRequest, refreshRegistry, REGISTRY_PATH } from './remote-versions.ts'
import { APP_SHELL_PATH, withoutInlineRegistry, type WorkerMessage } from './worker-protocol.ts'
import { listenForPushes } from './push-handlers.ts'
import { OFFLINE_FLUSH_MESSAGE, OFFLINE_SYNC_TAG } from '@app/shared/offline/sync-protocol.ts'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope

const built = self.__SW_MANIFEST ?? []

/**
 * The static pages are written after the bundle (shell/prerender.mjs), so the build's manifest
 * cannot list them; their revision is that of the whole build: a new shell fetches them again.
 */
const buildRevision = (() => {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(built)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash.toString(16)
})()

const serwist = new Serwist({
  precacheEntries: [...built, ...PRERENDERED_PATHS.map((url) => ({ url, revision: buildRevision }))],
  precacheOptions: { cleanupOutdatedCaches: true, ignoreURLParametersMatching: [/.*/] },
  // The update prompt asks a waiting worker to take over (SKIP_WAITING), never by itself.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
})

/**
 * Pages: the server's answer whenever there is a network (it carries the registry, so a deploy
 * shows on this load); offline, the empty page every area is drawn on. It is stripped of the
 * registry it was precached with: the shell then asks for /remotes.json, which this worker answers
 * with the registry whose versions it holds. Each page load also refreshes the worker's registry.
 */
async function handleNavigation({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent
  fetchEvent.waitUntil(refreshRegistry())
  try {
    const preloaded = (await fetchEvent.preloadResponse) as Response | undefined
    return preloaded ?? (await fetch(request))
  } catch (error) {
    const page = await serwist.matchPrecache(APP_SHELL_PATH)
    if (!page) throw error
    return new Response(withoutInlineRegistry(await page.text()), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    })
  }
}

const sameOrigin = (url: URL) => url.origin === self.location.origin
serwist.registerCapture(({ request }) => request.mode === 'navigate', handleNavigation)
serwist.registerCapture(({ url }) => sameOrigin(url) && url.pathname === REGISTRY_PATH, handleRegistryRequest)
serwist.registerCapture(({ url }) => sameOrigin(url) && url.pathname === SESSION_PATH, handleSessionRead)
serwist.registerCapture(({ url, request }) => isOfflineRead(request.method, url, self.location.origin), handleAccountRead)
serwist.registerCapture(isRemoteFileRequest, handleRemoteFile)

// Signing in, up or out (any POST under /api/auth/): the reads kept so far belong to nobody now.
// The request itself goes to the network untouched.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.method === 'POST' && sameOrigin(url) && url.pathname.startsWith('/api/auth/')) event.waitUntil(forgetAllReads())
})

// The page says who is signed in whenever that changes (register-worker.ts).
self.addEventListener('message', (event) => {
  const data = event.data as WorkerMessage | null
  if (data?.type === 'ACCOUNT') event.waitUntil(forgetReads(data.userId))
})

// Push reminders: show them, and open the page they are about (push-handlers.ts).
listenForPushes(self)

// Background Sync: the sessions, check-ins and rest days kept offline are sent by the open pages,
// which know who is signed in (shared/src/offline); the worker only wakes them. With no page open,
// the next open sends them.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string }
  if (sync.tag !== OFFLINE_SYNC_TAG) return
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => pages.forEach((page) => page.postMessage({ type: OFFLINE_FLUSH_MESSAGE }))),
  )
})

serwist.addEventListeners()
