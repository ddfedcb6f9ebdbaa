/**
 * A real cluster on loopback for tests: Turso's sync server (`tursodb --sync-server`) as the
 * primary and edge-API processes (the same main.ts as production), each with its own replica.
 */
import { fileURLToPath } from 'node:url'
import { SESSION_COOKIE } from '../http/session-cookie.ts'
import { freePort, startPrimary, waitUntil } from './primary.ts'
import { SITE } from './test-app.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export type Instance = { name: string; base: string; child: Deno.ChildProcess; log: () => string }

function collect(child: Deno.ChildProcess): () => string {
  let text = ''
  const decoder = new TextDecoder()
  for (const stream of [child.stdout, child.stderr]) {
    void stream.pipeTo(new WritableStream({ write: (chunk) => void (text += decoder.decode(chunk)) })).catch(() => undefined)
  }
  return () => text
}

export async function startCluster(options: { pullIntervalMs?: number } = {}) {
  const dir = await Deno.makeTempDir({ prefix: 'pitchpath-cluster-' })
  const primary = await startPrimary(dir)
  const syncUrl = primary.url
  const instances: Instance[] = []

  async function startInstance(name: string): Promise<Instance> {
    const port = await freePort()
    const child = new Deno.Command(Deno.execPath(), {
      args: ['run', '-A', `${ROOT}edge-api/src/main.ts`],
      env: {
        PORT: String(port), APP_ENV: 'test', SEED_DEMO: 'false', DATABASE_FILE: `${dir}/${name}.db`, DATABASE_SYNC_URL: syncUrl,
        DATABASE_PULL_INTERVAL_MS: String(options.pullIntervalMs ?? 200), RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000',
      },
      stdout: 'piped',
      stderr: 'piped',
    }).spawn()
    const instance = { name, base: `http://127.0.0.1:${port}`, child, log: collect(child) }
    await waitUntil(async () => (await fetch(`${instance.base}/api/health`)).ok, `${name} answering /api/health`, 60_000)
      .catch((e) => { throw new Error(`${e.message}\n${instance.log()}`) })
    instances.push(instance)
    return instance
  }

  async function kill(instance: Instance, signal: Deno.Signal = 'SIGKILL') {
    try {
      instance.child.kill(signal)
    } catch { /* already gone */ }
    await instance.child.status
  }

  return {
    syncUrl,
    startInstance,
    kill,
    async stop() {
      for (const i of instances) await kill(i, 'SIGTERM')
      await primary.stop()
      await Deno.remove(dir, { recursive: true }).catch(() => undefined)
    },
  }
}

/** A JSON request to one instance as a browser on the site would send it. */
export async function request(instance: Instance, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin: SITE })
  if (method !== 'GET') headers.origin = SITE
  const res = await fetch(`${instance.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers }
}

export { waitUntil }
