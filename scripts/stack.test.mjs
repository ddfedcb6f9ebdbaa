// @ts-check
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { API_PERMISSIONS, ROOT } from './stack.mjs'

const dir = mkdtempSync(join(tmpdir(), 'pp-permissions-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** What Deno, started with the API's permissions, answers for a connection to each host. @param {string[]} hosts */
function netPermissions(hosts) {
  const script = join(dir, 'query.ts')
  writeFileSync(
    script,
    `const out: Record<string, string> = {}
for (const host of ${JSON.stringify(hosts)}) out[host] = (await Deno.permissions.query({ name: 'net', host })).state
console.log(JSON.stringify(out))`,
  )
  const stdout = execFileSync(join(ROOT, 'node_modules/.bin/deno'), ['run', ...API_PERMISSIONS, script], { encoding: 'utf8' })
  return JSON.parse(stdout)
}

describe("the API's network permissions", () => {
  it('protects behaviour: the API may post to every browser push service, and to nothing else outside loopback', () => {
    const services = [
      'fcm.googleapis.com:443',
      'updates.push.services.mozilla.com:443',
      'wns2-par02p.notify.windows.com:443',
      'web.push.apple.com:443',
    ]
    const elsewhere = ['example.com:443', 'googleapis.com:443', '169.254.169.254:80']
    const answers = netPermissions([...services, ...elsewhere, '127.0.0.1:8787'])
    expect(answers).toEqual({
      ...Object.fromEntries(services.map((host) => [host, 'granted'])),
      ...Object.fromEntries(elsewhere.map((host) => [host, 'prompt'])),
      '127.0.0.1:8787': 'granted',
    })
  })
})
