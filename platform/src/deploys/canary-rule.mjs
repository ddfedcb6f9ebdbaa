// @ts-check
// When a canary is rolled back by itself (docs/features/platform.md "Automatic rollback",
// docs/decisions/105-canary-rolled-back-on-its-error-rate.md): its error rate against the live
// version's over the same period, once the canary has a sample big enough to mean something.
// Pure: the watcher (canary-watch.mjs) feeds it counts, `npm run deploys` shows the same rates.

/**
 * @typedef {{ loads: number, errors: number, loadFailures: number }} VersionCounts
 * @typedef {{ abort: boolean, reason: string | null, canaryRate: number | null, liveRate: number | null, limit: number | null }} CanaryVerdict
 */

export const CANARY_RULE = Object.freeze({
  /** Pages that tried the canary (loads and load failures) before any verdict. */
  minPages: 20,
  /** Error reports and load failures of the canary before any verdict: a few unlucky pages are not a trend. */
  minErrors: 5,
  /** The canary's rate must be more than this many times the live version's... */
  factor: 2,
  /** ...and more than the live rate plus this (5 percentage points), so a near-zero live rate is no hair trigger. */
  margin: 0.05,
})

/** @param {VersionCounts} c */
const pagesOf = (c) => c.loads + c.loadFailures
/** @param {VersionCounts} c */
const badOf = (c) => c.errors + c.loadFailures

/**
 * Error reports (uncaught errors and load failures) per page that tried the version, or null with
 * no page. A page reports at most 5 errors, so a rate can pass 100 %.
 * @param {VersionCounts} counts
 */
export function errorRate(counts) {
  const pages = pagesOf(counts)
  return pages === 0 ? null : badOf(counts) / pages
}

/** @param {number | null} rate */
export const percent = (rate) => (rate === null ? '-' : `${Math.round(rate * 1000) / 10}%`)

/**
 * Whether a canary should be aborted, with the figures that say why.
 * @param {VersionCounts} canary the canary version's counts since it started
 * @param {VersionCounts} live the live version's counts over the same period
 * @param {typeof CANARY_RULE} [rule]
 * @returns {CanaryVerdict}
 */
export function canaryVerdict(canary, live, rule = CANARY_RULE) {
  const canaryRate = errorRate(canary)
  const liveRate = errorRate(live)
  if (canaryRate === null || pagesOf(canary) < rule.minPages || badOf(canary) < rule.minErrors)
    return { abort: false, reason: null, canaryRate, liveRate, limit: null }
  const base = liveRate ?? 0
  const limit = Math.max(rule.factor * base, base + rule.margin)
  if (canaryRate <= limit) return { abort: false, reason: null, canaryRate, liveRate, limit }
  const reason =
    `error rate ${percent(canaryRate)} (${canary.errors} errors, ${canary.loadFailures} load failures in ${pagesOf(canary)} pages) ` +
    `against the live version's ${percent(base)} (${badOf(live)} in ${pagesOf(live)} pages); ` +
    `the limit was ${percent(limit)}: the greater of ${rule.factor}x the live rate and the live rate + ${rule.margin * 100} points`
  return { abort: true, reason, canaryRate, liveRate, limit }
}
