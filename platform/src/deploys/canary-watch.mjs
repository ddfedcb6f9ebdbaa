// @ts-check
// Automatic rollback (docs/features/platform.md "Automatic rollback"): the shell's server checks
// every CANARY_WATCH_MS whether a live canary's error rate has passed the rule (canary-rule.mjs)
// against the live version's over the canary's period, and aborts it with the figures as the
// reason, which `npm run deploys` shows. The counts come from the API's operators' route, as
// `npm run deploys` reads them, so a watcher beside a deployed API works the same way.
import { abortCanary, readDeployRegistry } from './deploy-registry.mjs'
import { canaryVerdict } from './canary-rule.mjs'

/** How often the watcher looks when CANARY_WATCH_MS does not say: a bad canary lives about this long past its sample. */
export const DEFAULT_CANARY_WATCH_MS = 30_000

/**
 * @typedef {import('./canary-rule.mjs').VersionCounts} VersionCounts
 * @typedef {{ remote: string, version: string, loads: number, errors: number, load_failures: number }} VersionRow
 * @typedef {{ dir: string, apiOrigin: string, opsToken?: string | undefined, fetchImpl?: typeof fetch }} WatchOptions
 * @typedef {{ remote: string, version: string, verdict: import('./canary-rule.mjs').CanaryVerdict | null, aborted: boolean, problem: string | null }} CanaryCheck
 */

/**
 * Loads, errors and load failures per version of `remote` since `since` (GET /api/ops/remote-versions).
 * @param {WatchOptions} options
 * @param {string} remote
 * @param {number} since epoch ms
 * @returns {Promise<VersionRow[]>}
 */
export async function versionCounts({ apiOrigin, opsToken, fetchImpl = fetch }, remote, since) {
  const query = new URLSearchParams({ since: String(since), remote })
  const res = await fetchImpl(`${apiOrigin}/api/ops/remote-versions?${query}`, {
    headers: { Accept: 'application/json', ...(opsToken ? { Authorization: `Bearer ${opsToken}` } : {}) },
  })
  /** @type {{ versions?: VersionRow[], error?: { message?: string } } | null} */
  const body = /** @type {any} */ (await res.json().catch(() => null))
  if (!res.ok) throw new Error(`${apiOrigin} answered ${res.status}${body?.error?.message ? `: ${body.error.message}` : ''}`)
  return body?.versions ?? []
}

/**
 * @param {VersionRow[]} rows
 * @param {string} version
 * @returns {VersionCounts}
 */
export function countsOf(rows, version) {
  const row = rows.find((r) => r.version === version)
  return { loads: row?.loads ?? 0, errors: row?.errors ?? 0, loadFailures: row?.load_failures ?? 0 }
}

/**
 * One look at every live canary; aborts those the rule condemns. Never throws: a remote whose
 * counts cannot be read says so in its `problem` and keeps its canary.
 * @param {WatchOptions} options
 * @returns {Promise<CanaryCheck[]>}
 */
export async function checkCanaries(options) {
  const checks = []
  for (const [remote, deploy] of Object.entries(readDeployRegistry(options.dir).remotes)) {
    const canary = deploy?.canary
    if (!deploy || !canary) continue
    try {
      const rows = await versionCounts(options, remote, Date.parse(canary.startedAt))
      const verdict = canaryVerdict(countsOf(rows, canary.version), countsOf(rows, deploy.version))
      let aborted = false
      if (verdict.abort) {
        // Only the canary that was judged: a team may have promoted or replaced it meanwhile.
        const now = readDeployRegistry(options.dir).remotes[remote]?.canary
        if (now?.version === canary.version && now.startedAt === canary.startedAt) {
          abortCanary(options.dir, remote, `rolled back automatically: ${verdict.reason}`)
          aborted = true
        }
      }
      checks.push({ remote, version: canary.version, verdict, aborted, problem: null })
    } catch (error) {
      checks.push({
        remote,
        version: canary.version,
        verdict: null,
        aborted: false,
        problem: String(error instanceof Error ? error.message : error),
      })
    }
  }
  return checks
}

/**
 * Checks every `everyMs` (CANARY_WATCH_MS, default 30 s; 0 turns the watcher off) until stopped,
 * never two checks at once. Says on the server's log when it aborts a canary, and when a check
 * could not read the counts (once until they can be read again).
 * @param {WatchOptions & { everyMs?: number, log?: (line: string) => void }} options
 */
export function watchCanaries({ everyMs = Number(process.env.CANARY_WATCH_MS ?? DEFAULT_CANARY_WATCH_MS), log = console.log, ...options }) {
  if (!Number.isFinite(everyMs) || everyMs <= 0) return { stop() {} }
  let running = false
  let complained = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    checkCanaries(options)
      .then((checks) => {
        for (const c of checks) if (c.aborted) log(`[canary-watch] aborted the canary ${c.version} of ${c.remote}: ${c.verdict?.reason}`)
        const problem = checks.find((c) => c.problem)?.problem
        if (problem && !complained) log(`[canary-watch] cannot judge a canary: ${problem}`)
        complained = Boolean(problem)
      })
      .catch((error) => log(`[canary-watch] ${error instanceof Error ? error.message : error}`))
      .finally(() => (running = false))
  }, everyMs)
  // The watcher alone never keeps the server's process alive.
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
