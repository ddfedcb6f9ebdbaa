// npm run deploys [-- --json]   each remote's live version and canary, their loads, errors and error
// rates side by side, how the last canary ended and why, and the earlier versions
// The command only; the rows and columns are built in platform/src/deploys/deploy-status.mjs.
// API_ORIGIN: the API to ask (default this machine's, http://127.0.0.1:API_PORT); OPS_TOKEN: the
// API's operator token, needed unless the API runs on this machine (docs/deploy.md).
import { deploysDir } from '../platform/src/deploys/deploy-registry.mjs'
import { deployStatus, statusTable } from '../platform/src/deploys/deploy-status.mjs'
import { API_PORT } from '../platform/src/ports.mjs'
import { ROOT } from '../platform/src/root.mjs'

const status = await deployStatus({
  dir: deploysDir(ROOT),
  apiOrigin: (process.env.API_ORIGIN ?? `http://127.0.0.1:${API_PORT}`).replace(/\/$/, ''),
  opsToken: process.env.OPS_TOKEN,
})
console.log(process.argv.includes('--json') ? JSON.stringify(status, null, 2) : statusTable(status))
// The versions are always shown; a missing count is a failure a script or CI should notice.
if (status.api.problem) process.exitCode = 1
