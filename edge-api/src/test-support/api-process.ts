/**
 * The edge API as a real process (the same main.ts as production) on a free loopback port, for
 * tests that need what an in-process app cannot show: several instances, a SIGKILL, Deno's
 * permission flags. Its output is kept and shown if it never answers.
 */
import { fileURLToPath } from 'node:url'
import { SESSION_COOKIE } from '../http/session-cookie.ts'
import { freePort, waitUntil } from './primary.ts'
import { playerSignUp, sessionToken, SITE } from './test-app.ts'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))

export type ApiProcess = {
  /** e.g. http://127.0.0.1:41234 (routes are under /api) */
  base: string
  child: Deno.ChildProcess
  output: () => string
  /** Sends `signal` (SIGTERM by default) and waits for the exit; harmless when already gone. */
  stop: (signal?: Deno.Signal) => Promise<void>
}

export async function startApiProcess(
  env: Record<string, string>,
  options: { permissions?: string[]; port?: number } = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await freePort())
  const child = new Deno.Command(Deno.execPath(), {
    args: ['run', ...(options.permissions ?? ['-A']), MAIN],
    env: { PORT: String(port), APP_ENV: 'test', SEED_DEMO: 'false', ...env },
    stdout: 'piped',
    stderr: 'piped',
  }).spawn()
  let text = ''
  const decoder = new TextDecoder()
  for (const stream of [child.stdout, child.stderr]) {
    void stream.pipeTo(new WritableStream({ write: (chunk) => void (text += decoder.decode(chunk)) })).catch(() => undefined)
  }
  const api: ApiProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => text,
    async stop(signal = 'SIGTERM') {
      try {
        child.kill(signal)
      } catch { /* already gone */ }
      await child.status
    },
  }
  await waitUntil(async () => (await fetch(`${api.base}/api/health`)).ok, `the API on :${port} answering /api/health`, 60_000).catch(
    async (e) => {
      await api.stop('SIGKILL')
      throw new Error(`${e.message}\n${text}`)
    },
  )
  return api
}

/**
 * A JSON request as a browser on the site sends it (Origin on writes, the session cookie if given, and
 * `cookies`, e.g. the consistency token, as `name=value` pairs).
 */
export async function request(
  api: Pick<ApiProcess, 'base'>,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  cookies: string[] = [],
) {
  const headers: Record<string, string> = { accept: 'application/json' }
  const sent = [...(token ? [`${SESSION_COOKIE}=${token}`] : []), ...cookies]
  if (sent.length > 0) headers.cookie = sent.join('; ')
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (method !== 'GET') headers.origin = SITE
  const res = await fetch(`${api.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, token: sessionToken(res) }
}

/** Signs a 14-year-old player up (no parental consent step) and returns the session token. */
export async function signUpPlayer(api: Pick<ApiProcess, 'base'>, email = 'maya@example.com'): Promise<string> {
  const res = await request(api, 'POST', '/api/auth/sign-up', undefined, playerSignUp({ email }))
  if (res.status !== 201 || !res.token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.token
}
