// What `npm start` prints once everything answers: where to go and whom to sign in as.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { API_PORT, FRONTENDS, frontend } from '../platform/src/ports.mjs'
import { ROOT } from './stack.mjs'

export function demoAccounts() {
  return JSON.parse(readFileSync(join(ROOT, 'edge-api/src/db/demo-accounts.json'), 'utf8'))
}

export function printWelcome() {
  const accounts = demoAccounts()
  const width = Math.max(...accounts.map((a) => a.role.length))
  const rows = accounts.map((a) => `  ${a.role.padEnd(width)}  ${a.email.padEnd(22)} ${a.password}`)
  console.log(`
  PitchPath is running:  http://localhost:${frontend('shell').port}/

  Remotes (each also works standalone): ${FRONTENDS.filter((f) => f.federationName)
    .map((f) => `${f.pkg} :${f.port}`)
    .join(', ')}
  Edge API: http://localhost:${API_PORT}/api/health   OpenAPI: /api/openapi.json   Dev outbox: http://localhost:${frontend('shell').port}/api/dev/outbox/view

  Demo accounts:
${rows.join('\n')}

  Press Ctrl-C to stop.
`)
}
