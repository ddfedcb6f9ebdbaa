import { join } from 'node:path'
import { count } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { type App, createApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { openDatabase } from '../db/open-database.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { DRILLS, syncDrills } from '../features/drills/public.ts'
import { PROXY_HEADER } from '../http/client-address.ts'
import { SESSION_COOKIE } from '../http/session-cookie.ts'
import { startPrimary } from './primary.ts'

/** A fixed start time, so expiry and rate-limit windows are moved by the test, not by the wall clock. */
export const START = Date.parse('2026-11-22T12:00:00Z')
export const SITE = 'http://localhost:3000'

export type TestApp = {
  app: App
  config: Config
  database: Database
  clock: { now: () => number; advance: (ms: number) => void }
  close: () => Promise<void>
}

/**
 * A real libSQL file in a temp folder with the committed migrations applied, as production runs.
 * With PITCHPATH_TEST_DATABASE=replica the same tests run on an embedded replica of a Turso primary
 * of their own (test-support/primary.ts), the cluster's code path.
 */
export async function makeTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = await Deno.makeTempDir({ prefix: 'pp-api-test-' })
  const primary = Deno.env.get('PITCHPATH_TEST_DATABASE') === 'replica' ? await startPrimary(dir) : null
  const config = loadConfig({
    // In-commit checkpoints: a background one starts a thread per database (~1 s), and the suite
    // opens one for nearly every test; checkpointer.test.ts and crash-safety.test.ts run it.
    APP_ENV: 'test',
    DATABASE_FILE: join(dir, 'api.db'),
    DATABASE_CHECKPOINT: 'in-commit',
    PROXY_SECRET: TEST_PROXY_SECRET,
    ...(primary ? { DATABASE_SYNC_URL: primary.url } : {}),
    ...env,
  })
  const database = await openDatabase(config.database)
  await migrateDatabase(database)
  // As main.ts does at start: the drill library is content in the database.
  await syncDrills(database, DRILLS)
  let at = START
  const clock = { now: () => at, advance: (ms: number) => void (at += ms) }
  const app = createApp({ config, database, now: clock.now })
  const close = async () => {
    await app.settled()
    await database.close()
    await primary?.stop()
    await Deno.remove(dir, { recursive: true })
  }
  return { app, config, database, clock, close }
}

/** Runs `fn` against a fresh app and always removes its database. */
export async function withApp(env: Record<string, string>, fn: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await makeTestApp(env)
  try {
    await fn(t)
  } finally {
    await t.close()
  }
}

type CallOptions = { body?: unknown; raw?: string; token?: string | null; origin?: string; headers?: Record<string, string>; peer?: string }

/** The test app's PROXY_SECRET: what the site's own /api proxy would send (http/client-address.ts). */
export const TEST_PROXY_SECRET = 'test-proxy-secret-0123456789'

/** Headers of a request the site's own proxy forwarded for a browser at `forwardedFor`. */
export const viaProxy = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor, [PROXY_HEADER]: TEST_PROXY_SECRET })

/** What Deno.serve would pass for a connection from `peer` (loopback unless a test says otherwise). */
export const fromPeer = (peer = '127.0.0.1') => ({ remoteAddr: { hostname: peer } })

/**
 * One request through app.request, the way a browser on our site (or curl, without origin) sends it,
 * over a connection from `peer` (this machine unless the test says otherwise).
 */
export async function call(app: App, method: string, path: string, opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers)
  if (opts.body !== undefined || opts.raw !== undefined) headers.set('content-type', 'application/json')
  if (opts.token) headers.set('cookie', `${SESSION_COOKIE}=${opts.token}`)
  if (opts.origin) headers.set('origin', opts.origin)
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))
  const res = await app.request(path, { method, headers, body }, fromPeer(opts.peer))
  // What the request started after answering (a reset mail) is done before the test looks.
  await app.settled()
  return res
}

/** The session token a response set, or null (also null when it cleared the cookie). */
export function sessionToken(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const match = line.match(new RegExp(`^${SESSION_COOKIE}=([^;]*)`))
    if (match) return match[1] || null
  }
  return null
}

export function playerSignUp(overrides: Record<string, unknown> = {}) {
  return {
    email: 'maya@example.com',
    password: 'secret-123',
    first_name: 'Maya',
    last_name: 'Lopez',
    accountType: 'player',
    age: 14,
    parentEmail: 'parent@example.com',
    ...overrides,
  }
}

/**
 * Signs a player up and returns the session token and user id. A player under 13 waits for a
 * parent, so for them this goes the whole real way: the parent reads the mailed link in the
 * development outbox, signs up, approves, and then the child signs in.
 */
export async function signUp(app: App, overrides: Record<string, unknown> = {}) {
  const body = playerSignUp(overrides)
  const res = await call(app, 'POST', '/api/auth/sign-up', { body, origin: SITE })
  if (res.status === 202) return approvedChild(app, body)
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  const { user } = await res.json()
  return { token: sessionToken(res)!, id: user.id as string, email: user.email as string }
}

async function approvedChild(app: App, child: ReturnType<typeof playerSignUp>) {
  const outbox = await (await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(child.parentEmail as string)}`)).json()
  const token = (outbox.mails as { text: string }[]).map((m) => m.text.match(/#token=([\w-]+)/)?.[1]).find(Boolean)
  if (!token) throw new Error('no consent mail for the parent')
  let parent = await call(app, 'POST', '/api/auth/sign-in', { body: { email: child.parentEmail, password: 'parent-123' }, origin: SITE })
  if (parent.status !== 200) {
    parent = await call(app, 'POST', '/api/auth/sign-up', {
      body: { email: child.parentEmail, password: 'parent-123', first_name: 'Pat', last_name: 'Parent', accountType: 'parent' },
      origin: SITE,
    })
  }
  const approved = await call(app, 'POST', '/api/family/consent/approve', { token: sessionToken(parent), body: { token }, origin: SITE })
  if (approved.status !== 200) throw new Error(`consent failed: ${approved.status} ${await approved.text()}`)
  const signIn = await call(app, 'POST', '/api/auth/sign-in', { body: { email: child.email, password: child.password }, origin: SITE })
  const { user } = await signIn.json()
  return { token: sessionToken(signIn)!, id: user.id as string, email: user.email as string }
}

export async function rowCount(database: Database, table: SQLiteTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}
