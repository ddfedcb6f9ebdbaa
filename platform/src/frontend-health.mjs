// @ts-check
// GET /_health on a front-end server (docs/features/platform.md, "Health"): the shell's says whether
// each remote's registry entry answers, as this machine reaches it. A remote whose remoteEntry.js
// does not answer leaves its areas showing their fallback in every browser.
/** @import { RemoteRegistry } from './remote-registry.mjs' */

/** How long one remote's entry may take to answer before it counts as not answering. */
export const ENTRY_TIMEOUT_MS = 2000

/**
 * @typedef {{ name: string, entry: string, version: string, answering: boolean, status: number | null, error?: string }} RemoteHealth
 * @typedef {{ status: 'ok' | 'degraded', server: string, remotes: RemoteHealth[] }} FrontendHealth
 */

/**
 * Asks every remote's entry at once (GET, the body discarded unread) with a short timeout each.
 * Answering means a 2xx; anything else is said with its status or the network's error.
 * @param {string} server the package this server serves
 * @param {RemoteRegistry} registry
 * @param {{ fetch?: typeof fetch, timeoutMs?: number }} [options]
 * @returns {Promise<FrontendHealth>}
 */
export async function frontendHealth(server, registry, { fetch: get = fetch, timeoutMs = ENTRY_TIMEOUT_MS } = {}) {
  const remotes = await Promise.all(
    registry.remotes.map(async ({ name, entry, version }) => {
      try {
        const res = await get(entry, { signal: AbortSignal.timeout(timeoutMs) })
        await res.body?.cancel()
        return { name, entry, version, answering: res.ok, status: res.status }
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError'
        const reason = timedOut
          ? `no answer within ${timeoutMs} ms`
          : error instanceof Error
            ? (/** @type {{ cause?: { code?: string } }} */ (error).cause?.code ?? error.message)
            : String(error)
        return { name, entry, version, answering: false, status: null, error: reason }
      }
    }),
  )
  return { status: remotes.every((r) => r.answering) ? 'ok' : 'degraded', server, remotes }
}
