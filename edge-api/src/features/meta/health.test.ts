import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createGoal } from '../goals/goal-fixtures.ts'
import { startPrimary } from '../../test-support/primary.ts'
import { call, signUp, withApp } from '../../test-support/test-app.ts'

const JOURNAL = JSON.parse(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'))
const NEWEST_MIGRATION: string = JOURNAL.entries.at(-1).tag

/**
 * Makes `paths` refuse writes as a read-only file or mount does, and returns how to undo it. Root
 * writes through a file's mode, so as root the files are made immutable (chattr +i), which stops
 * root too; anyone else gets mode 0444.
 */
async function readOnly(paths: string[]): Promise<() => Promise<void>> {
  const asRoot = Deno.uid() === 0
  const run = async (args: string[]) => {
    const { success, stderr } = await new Deno.Command(args[0]!, { args: args.slice(1), stderr: 'piped' }).output()
    if (!success) throw new Error(`${args.join(' ')} failed: ${new TextDecoder().decode(stderr)}`)
  }
  for (const path of paths) asRoot ? await run(['chattr', '+i', path]) : await Deno.chmod(path, 0o444)
  return async () => {
    for (const path of paths) asRoot ? await run(['chattr', '-i', path]) : await Deno.chmod(path, 0o644)
  }
}

Deno.test('protects behaviour: health names the newest migration applied and the newest this release ships', () =>
  withApp({}, async ({ app, config }) => {
    const res = await call(app, 'GET', '/api/health')
    assert.equal(res.status, 200)
    const body = await res.json()
    assert.deepEqual(body.migration, { applied: NEWEST_MIGRATION, latest: NEWEST_MIGRATION })
    // Only a replica has a primary to be behind.
    assert.equal('replica' in body, config.database.kind === 'replica')
  }))

Deno.test('protects behaviour: on an embedded replica health says how long since it last pulled from the primary', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-health-replica-' })
  const primary = await startPrimary(dir)
  try {
    await withApp({ DATABASE_SYNC_URL: primary.url, DATABASE_PULL_INTERVAL_MS: '50' }, async ({ app }) => {
      const res = await call(app, 'GET', '/api/health')
      assert.equal(res.status, 200)
      const body = await res.json()
      assert.equal(body.status, 'ok')
      assert.deepEqual(body.migration, { applied: NEWEST_MIGRATION, latest: NEWEST_MIGRATION })
      assert.equal(body.replica.behind, false)
      assert.equal(typeof body.replica.lagMs, 'number')
      // Pulled at open at the latest, a moment ago: far inside the 30 s after which health says 503.
      assert.ok(body.replica.lagMs >= 0 && body.replica.lagMs < 30_000, String(body.replica.lagMs))
    })
  } finally {
    await primary.stop()
    await Deno.remove(dir, { recursive: true })
  }
})

Deno.test('attack: a database file made read-only while the API runs turns health unhealthy (503, read_only) at once', () =>
  withApp({}, async (t) => {
    const { token } = await signUp(t.app)
    if (t.config.database.kind !== 'file') return // a replica's copy is the sync library's, not ours to break
    const file = t.config.database.file
    // The API's connections were opened before: they keep their handles, as in production.
    const undo = await readOnly([file, `${file}-wal`])
    try {
      const res = await call(t.app, 'GET', '/api/health')
      assert.equal(res.status, 503)
      const body = await res.json()
      assert.equal(body.status, 'degraded')
      assert.equal(body.database, 'read_only')
      assert.equal(body.migration.applied, NEWEST_MIGRATION)
    } finally {
      await undo()
    }
    // Writable again: writes are saved.
    assert.equal((await createGoal(t.app, token)).status, 201)
  }))
