// @ts-check
// What `npm run deploys` shows (docs/deploy.md "Status and errors"): per remote, the live version
// and since when, a live canary with its share, loads, errors and error rate of each side by side,
// how the last canary ended and why, its preview links still valid, and the earlier versions a
// rollback can return to. Versions
// come from the registry the deploy command writes (deploy-registry.mjs); counts from the API's
// operators' route GET /api/ops/remote-versions, so it works against a deployed API as well as this
// machine's. The rows and the columns are built here, in one place: a new column is one more entry
// in COLUMNS and one more field.
import { REMOTES } from '@app/shared/remotes.js'
import { errorRate, percent } from './canary-rule.mjs'
import { countsOf, versionCounts } from './canary-watch.mjs'
import { OWN_BUILD, readDeployRegistry } from './deploy-registry.mjs'
import { listPreviews } from './previews.mjs'

/**
 * @typedef {{ loads: number | null, errors: number | null, loadFailures: number | null, errorRate: number | null, topError: string | null }} SideCounts
 * @typedef {SideCounts & { version: string, label: string | null, share: number, startedAt: string }} CanaryStatus
 * @typedef {import('./deploy-registry.mjs').EndedCanary} LastCanary
 * @typedef {{ version: string, label: string | null, createdAt: string, expiresAt: string }} PreviewStatus
 * @typedef {SideCounts & { remote: string, version: string, label: string | null, liveSince: string | null,
 *   countsSince: string | null, canary: CanaryStatus | null, lastCanary: LastCanary | null, previews: PreviewStatus[],
 *   earlierVersions: number }} RemoteStatus
 * @typedef {{ remotes: RemoteStatus[], api: { origin: string, problem: string | null } }} DeployStatus
 * @typedef {import('./canary-watch.mjs').VersionRow & { top_error?: string | null }} Row
 */

/** @type {SideCounts} */
const UNKNOWN = { loads: null, errors: null, loadFailures: null, errorRate: null, topError: null }

/**
 * @param {Row[]} rows
 * @param {string} version
 * @returns {SideCounts}
 */
function sideOf(rows, version) {
  const counts = countsOf(rows, version)
  return { ...counts, errorRate: errorRate(counts), topError: rows.find((r) => r.version === version)?.top_error ?? null }
}

/**
 * The status of every remote in the remotes table. While a canary is live both sides are counted
 * over the canary's period, as the watcher compares them (canary-watch.mjs); otherwise the live
 * version since it went live, and a remote's own build over every report still kept.
 * @param {{ dir: string, apiOrigin: string, opsToken?: string | undefined, fetchImpl?: typeof fetch }} options
 * @returns {Promise<DeployStatus>}
 */
export async function deployStatus(options) {
  const deployed = readDeployRegistry(options.dir).remotes
  const previews = listPreviews(options.dir)
  /** @type {string | null} */
  let problem = null
  const remotes = []
  for (const { pkg } of REMOTES) {
    const live = deployed[pkg]
    const version = live?.version ?? OWN_BUILD
    const liveSince = live && version !== OWN_BUILD ? live.deployedAt : null
    const countsSince = live?.canary?.startedAt ?? liveSince
    /** @type {Row[] | null} */
    let rows = null
    if (problem === null) {
      try {
        rows = await versionCounts(options, pkg, countsSince ? Date.parse(countsSince) : 0)
      } catch (error) {
        problem =
          error instanceof TypeError
            ? `${options.apiOrigin} cannot be reached (${error.cause ?? error.message})`
            : String(error instanceof Error ? error.message : error)
      }
    }
    const canary = live?.canary
    remotes.push({
      remote: pkg,
      version,
      label: live?.label ?? null,
      liveSince,
      countsSince,
      ...(rows ? sideOf(rows, version) : UNKNOWN),
      canary: canary ? { ...canary, ...(rows ? sideOf(rows, canary.version) : UNKNOWN) } : null,
      lastCanary: live?.lastCanary ?? null,
      previews: previews
        .filter((p) => p.remote === pkg)
        .map(({ version, label, createdAt, expiresAt }) => ({ version, label, createdAt, expiresAt })),
      earlierVersions: live?.history.length ?? 0,
    })
  }
  return { remotes, api: { origin: options.apiOrigin, problem } }
}

const unknown = (/** @type {number | null} */ n) => (n === null ? '?' : String(n))
const named = (/** @type {string} */ version, /** @type {string | null} */ label) => (label ? `${version} (${label})` : version)
/** @param {SideCounts} side */
const bad = (side) => (side.errors === null || side.loadFailures === null ? null : side.errors + side.loadFailures)
/** @param {SideCounts} side */
const rate = (side) => (side.loads === null ? '?' : percent(side.errorRate))
/** A time to the minute: the table's width is for the versions. */
const minute = (/** @type {string} */ iso) => `${iso.slice(0, 16).replace('T', ' ')}Z`

/** @type {Array<{ title: string, value: (row: RemoteStatus) => string }>} */
export const COLUMNS = [
  { title: 'remote', value: (r) => r.remote },
  { title: 'live version', value: (r) => named(r.version, r.label) },
  { title: 'live since', value: (r) => (r.liveSince ? minute(r.liveSince) : 'its own build') },
  { title: 'loads', value: (r) => unknown(r.loads) },
  { title: 'errors', value: (r) => unknown(r.errors) },
  { title: 'load failures', value: (r) => unknown(r.loadFailures) },
  { title: 'error rate', value: (r) => rate(r) },
  {
    title: 'canary',
    value: (r) => (r.canary ? `${named(r.canary.version, r.canary.label)} ${r.canary.share}% since ${minute(r.canary.startedAt)}` : '-'),
  },
  { title: 'canary loads', value: (r) => (r.canary ? unknown(r.canary.loads) : '') },
  { title: 'canary errors', value: (r) => (r.canary ? unknown(bad(r.canary)) : '') },
  { title: 'canary rate', value: (r) => (r.canary ? rate(r.canary) : '') },
  {
    title: 'last canary',
    value: (r) => (r.lastCanary ? `${r.lastCanary.outcome} ${r.lastCanary.version} ${minute(r.lastCanary.endedAt)}` : '-'),
  },
  {
    title: 'previews',
    value: (r) => r.previews.map((p) => `${named(p.version, p.label)} until ${minute(p.expiresAt)}`).join(', ') || '-',
  },
  { title: 'earlier versions', value: (r) => String(r.earlierVersions) },
  { title: 'most reported', value: (r) => (r.canary?.topError ?? r.topError ?? '').slice(0, 60) },
]

/**
 * The status as a table for a terminal: under it, why the last canary of each remote was aborted,
 * and why counts are missing when they are.
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
  const reasons = status.remotes.filter((r) => r.lastCanary?.outcome === 'aborted' && r.lastCanary.reason)
  if (reasons.length > 0)
    lines.push('', ...reasons.map((r) => `${r.remote}: canary ${r.lastCanary?.version} aborted: ${r.lastCanary?.reason}`))
  if (status.api.problem) lines.push('', `Counts not available: ${status.api.problem}`)
  return lines.join('\n')
}
