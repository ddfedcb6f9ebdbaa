// @ts-check
// The shell server's health as an operator reads it: each remote's entry answering or not, for real
// over loopback (a remote that answers, one that is down, one that hangs, one that answers 404).
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frontendHealth } from './frontend-health.mjs'
import { forwardedHeaders, forwardToApi, loggedPath, logsRequests } from './api-proxy.mjs'

/** @param {http.Server | net.Server} server */
const portOf = (server) => {
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not on TCP')
  return address.port
}
/** @param {http.Server | net.Server} server @returns {Promise<number>} */
const listen = (server) => new Promise((done) => server.listen(0, '127.0.0.1', () => done(portOf(server))))

/** @type {http.Server} */
let remote
/** @type {net.Server} */
let hanging
/** @type {net.Socket[]} */
const held = []
let remotePort = 0
let hangingPort = 0
let downPort = 0

beforeAll(async () => {
  remote = http.createServer((req, res) => {
    if (req.url === '/remoteEntry.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('var goals;')
    res.writeHead(404).end()
  })
  remotePort = await listen(remote)
  // Accepts the connection and never answers: a remote that hangs.
  hanging = net.createServer((socket) => void held.push(socket))
  hangingPort = await listen(hanging)
  // A port that was free a moment ago: nothing listens, the connection is refused.
  const probe = net.createServer()
  downPort = await listen(probe)
  await new Promise((done) => probe.close(done))
})

afterAll(async () => {
  for (const socket of held) socket.destroy()
  await Promise.all([new Promise((done) => remote.close(done)), new Promise((done) => hanging.close(done))])
})

describe("the shell server's health", () => {
  it('protects behaviour: all remotes answering is ok, each with its entry and version', async () => {
    const entry = `http://127.0.0.1:${remotePort}/remoteEntry.js`
    const health = await frontendHealth('shell', { remotes: [{ name: 'goals', entry, version: 'abc123def456' }] })
    expect(health).toEqual({
      status: 'ok',
      server: 'shell',
      remotes: [{ name: 'goals', entry, version: 'abc123def456', answering: true, status: 200 }],
    })
  })

  it('protects behaviour: a remote down, hanging or missing its entry is named as not answering, and the whole is degraded', async () => {
    const registry = {
      remotes: [
        { name: 'goals', entry: `http://127.0.0.1:${remotePort}/remoteEntry.js`, version: 'current' },
        { name: 'games', entry: `http://127.0.0.1:${downPort}/remoteEntry.js`, version: 'current' },
        { name: 'family', entry: `http://127.0.0.1:${hangingPort}/remoteEntry.js`, version: 'current' },
        { name: 'billing', entry: `http://127.0.0.1:${remotePort}/_v/0123456789ab/remoteEntry.js`, version: '0123456789ab' },
      ],
    }
    // Long enough that the answering remote (served in this process) answers on a busy machine.
    const health = await frontendHealth('shell', registry, { timeoutMs: 2_000 })
    expect(health.status).toBe('degraded')
    const byName = Object.fromEntries(health.remotes.map((r) => [r.name, r]))
    expect(byName.goals).toMatchObject({ answering: true, status: 200 })
    expect(byName.games).toMatchObject({ answering: false, status: null, error: 'ECONNREFUSED' })
    expect(byName.family).toMatchObject({ answering: false, status: null, error: 'no answer within 2000 ms' })
    expect(byName.billing).toMatchObject({ answering: false, status: 404 })
  })
})

describe("the front-end server's /api proxy", () => {
  it('attack: a client sends its own X-Request-Id; the API is sent this server’s id instead', () => {
    const req = /** @type {import('node:http').IncomingMessage} */ (
      /** @type {unknown} */ ({ headers: { 'x-request-id': 'forged-id-0001' }, socket: { remoteAddress: '192.0.2.10' } })
    )
    const headers = forwardedHeaders(req, new URL('http://127.0.0.1:8000/api/me'), 'secret-0123456789abcdef', 'ours-0123456789')
    expect(headers['x-request-id']).toBe('ours-0123456789')
    const fresh = forwardedHeaders(req, new URL('http://127.0.0.1:8000/api/me'), 'secret-0123456789abcdef')
    expect(fresh['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('protects behaviour: its log line names route words only, never ids, tokens or the query; LOG_REQUESTS=off silences it', () => {
    expect(loggedPath('/api/goals/5f1c1b8e-6a43-4c38-9a55-1c0b7c6f0a11/sessions?x=1')).toBe('/api/goals/:id/sessions')
    expect(loggedPath('/api/dev/outbox?to=maya%40example.com')).toBe('/api/dev/outbox')
    expect(loggedPath('/api/me/sessions/QmFzZTY0VG9rZW4')).toBe('/api/me/sessions/:id')
    expect(logsRequests({})).toBe(true)
    expect(logsRequests({ LOG_REQUESTS: 'off' })).toBe(false)
  })

  it('protects behaviour: the id it sends the API is the one in its log line and in the answer', async () => {
    /** @type {import('node:http').IncomingHttpHeaders[]} */
    const seen = []
    const api = http.createServer((req, res) => {
      seen.push(req.headers)
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': String(req.headers['x-request-id']) }).end('{}')
    })
    const apiPort = await listen(api)
    /** @type {string[]} */
    const lines = []
    const front = http.createServer((req, res) =>
      forwardToApi(req, res, `http://127.0.0.1:${apiPort}`, 'secret-0123456789abcdef', {
        server: 'shell',
        write: (line) => lines.push(line),
      }),
    )
    const frontPort = await listen(front)
    try {
      const res = await fetch(`http://127.0.0.1:${frontPort}/api/goals/5f1c1b8e-6a43?to=someone`, {
        headers: { 'x-request-id': 'forged-id-0001' },
      })
      await res.text()
      await new Promise((done) => setImmediate(done))
      const id = res.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(seen[0]?.['x-request-id']).toBe(id)
      expect(lines.map((l) => JSON.parse(l))).toEqual([
        { msg: 'proxied', requestId: id, method: 'GET', path: '/api/goals/:id', status: 200, ms: expect.any(Number), server: 'shell' },
      ])
    } finally {
      await Promise.all([new Promise((done) => api.close(done)), new Promise((done) => front.close(done))])
    }
  })
})
