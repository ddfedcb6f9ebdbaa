// @ts-check
// What `npm run deploys` shows: each remote's live version (from the registry the deploy command
// writes, platform/src/deploys/deploy-registry.mjs), when it went live, and the errors browsers
// reported for that version since then (GET /api/ops/client-errors on the API, so it works against a
// deployed API as well as this machine's). The rows and the columns are built here, in one place, so
// a new column (a canary's version and share) is one more entry in COLUMNS and one more field.
import { REMOTES } from '@app/shared/remotes.js'
import { readDeployRegistry } from './deploy-registry.mjs'

/**
 * @typedef {{ remote: string, version: string, label: string | null, liveSince: string | null,
 *   errors: number | null, loadFailures: number | null, topError: string | null }} RemoteStatus
 * @typedef {{ remotes: RemoteStatus[], api: { origin: string, problem: string | null } }} DeployStatus
 * @typedef {{ kind: string, count: number, top_message: string }} CountRow
 */

/**
 * The status of every remote in the remotes table.
 * @param {{ dir: string, apiOrigin: string, opsToken?: string | undefined, fetchImpl?: typeof fetch }} options
 * @returns {Promise<DeployStatus>}
 */
export async function deployStatus({ dir, apiOrigin, opsToken, fetchImpl = fetch }) {
  const deployed = readDeployRegistry(dir).remotes
  /** @type {string | null} */
  let problem = null
  const remotes = []
  for (const { pkg } of REMOTES) {
    const live = deployed[pkg]
    const version = live?.version ?? 'current'
    const liveSince = live?.deployedAt ?? null
    /** @type {CountRow[] | null} */
    let counts = null
    if (problem === null) {
      // A remote's own build has no moment it went live: every report of it that is still kept.
      const query = new URLSearchParams({ since: String(liveSince ? Date.parse(liveSince) : 0), remote: pkg, version })
      try {
        const res = await fetchImpl(`${apiOrigin}/api/ops/client-errors?${query}`, {
          headers: { Accept: 'application/json', ...(opsToken ? { Authorization: `Bearer ${opsToken}` } : {}) },
        })
        /** @type {{ counts?: CountRow[], error?: { message?: string } } | null} */
        const body = /** @type {any} */ (await res.json().catch(() => null))
        if (res.ok) counts = body?.counts ?? []
        else problem = `${apiOrigin} answered ${res.status}${body?.error?.message ? `: ${body.error.message}` : ''}`
      } catch (error) {
        problem = `${apiOrigin} cannot be reached (${error instanceof Error ? (error.cause ?? error.message) : error})`
      }
    }
    /** @param {string} kind */
    const of = (kind) => counts?.find((c) => c.kind === kind) ?? null
    const top = [of('error'), of('load-failure')].filter((c) => c !== null).sort((a, b) => b.count - a.count)[0]
    remotes.push({
      remote: pkg,
      version,
      label: live?.label ?? null,
      liveSince,
      errors: counts ? (of('error')?.count ?? 0) : null,
      loadFailures: counts ? (of('load-failure')?.count ?? 0) : null,
      topError: top?.top_message ?? null,
    })
  }
  return { remotes, api: { origin: apiOrigin, problem } }
}

const unknown = (/** @type {number | null} */ n) => (n === null ? '?' : String(n))

/** @type {Array<{ title: string, value: (row: RemoteStatus) => string }>} */
export const COLUMNS = [
  { title: 'remote', value: (r) => r.remote },
  { title: 'live version', value: (r) => (r.label ? `${r.version} (${r.label})` : r.version) },
  { title: 'live since', value: (r) => r.liveSince ?? 'its own build' },
  { title: 'errors', value: (r) => unknown(r.errors) },
  { title: 'load failures', value: (r) => unknown(r.loadFailures) },
  { title: 'most reported', value: (r) => (r.topError ?? '').slice(0, 60) },
]

/**
 * The status as a table for a terminal, with a line saying why counts are missing when they are.
 * @param {DeployStatus} status
 */
export function statusTable(status) {
  const cells = [COLUMNS.map((c) => c.title), ...status.remotes.map((row) => COLUMNS.map((c) => c.value(row)))]
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)))
  const lines = cells.map((line) =>
    line
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  )
  if (status.api.problem) lines.push('', `Error counts not available: ${status.api.problem}`)
  return lines.join('\n')
}
