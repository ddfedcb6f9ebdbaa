// `npm audit` of the production dependencies, as CI runs it: any high or critical advisory fails.
// When the registry has no advisory endpoint (this machine's mirror answers 405), the audit cannot
// run: that is printed plainly as NOT AUDITED, never as a pass, and AUDIT_REQUIRED=1 makes it fail.
import { spawnSync } from 'node:child_process'
import { ROOT } from './stack.mjs'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 })
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = null
}
const counts = report?.metadata?.vulnerabilities
if (!counts) {
  const why = report?.statusCode
    ? `the registry's advisory endpoint answered ${report.statusCode}`
    : (run.error?.message ?? 'npm audit gave no report')
  console.log(`[audit] NOT AUDITED: ${why}. Production dependencies were not checked for advisories.`)
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0)
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0)
console.log(
  `[audit] production dependencies: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
)
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
    if (['high', 'critical'].includes(v.severity)) console.log(`[audit] ${v.severity}: ${name} (${v.range})`)
  process.exit(1)
}
