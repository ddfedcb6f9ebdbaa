import { type PushPositionStats, rememberPushPosition } from './push-position.ts'

/**
 * The fetch for every request to the primary.
 *
 * Turso's local sync server (`tursodb --sync-server`) serves one connection at a time: while any
 * connection to it stays open (one kept alive in a pool, or one whose answer was not read to the
 * end), every other request, this instance's or another's, waits. Against a loopback primary we
 * therefore keep no idle connections, ask the server to close each one, and read each answer
 * whole. A remote primary (Turso Cloud) keeps the usual pooling and streaming.
 *
 * A deadline bounds every request, so a primary that stops answering fails the write (never
 * acknowledged) instead of holding the write queue for good. Each push's opening question is
 * answered here when this copy's last push said what it would be (push-position.ts).
 */
const DEADLINE_MS = 10_000

export function primaryFetch(url: string): { fetch: typeof fetch; close: () => void; stats: () => PushPositionStats } {
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  const client = local ? Deno.createHttpClient({ poolMaxIdlePerHost: 0 }) : undefined

  const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    if (local) headers.set('connection', 'close')
    const signal = AbortSignal.timeout(DEADLINE_MS)
    const res = await fetch(input, { ...init, headers, signal, ...(client ? { client } : {}) } as RequestInit)
    if (!local) return res
    const body = await res.arrayBuffer()
    return new Response(res.status === 204 ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers })
  }) as typeof fetch
  const { fetch: remembering, stats } = rememberPushPosition(send)
  return { fetch: remembering, close: () => client?.close(), stats }
}
