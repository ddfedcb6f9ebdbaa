// @ts-check
// The front-end servers as a stranger on the same network meets them (docs/security.md, "The site a developer runs"): bound to
// loopback unless HOST opens them, the dev outbox never forwarded for a browser on another machine,
// and the API told who the browser is only in this server's own words.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackAddress, isLoopbackOnlyPath, listenHost, PROXY_HEADER } from './network.mjs'

const ROOT = join(import.meta.dirname, '..', '..')
const PROXY_SECRET = 'proxy-secret-for-this-test-0123'
/** This machine's address on a real network, as another machine would reach it (null in a sandbox without one). */
const lanAddress =
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address ?? null

/** The port a server listening on TCP is bound to. @param {net.Server} server */
function portOf(server) {
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on a TCP port')
  return address.port
}

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((done) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const port = portOf(probe)
      probe.close(() => done(port))
    })
  })

/**
 * @param {string} host @param {number} port @param {string} path @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number | undefined, body: string }>}
 */
function get(host, port, path, headers = {}) {
  return new Promise((done, fail) => {
    http
      .get({ host, port, path, headers }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => done({ status: res.statusCode, body }))
      })
      .on('error', fail)
  })
}

/** @param {string} dir @param {number} port @param {string} apiOrigin @param {Record<string, string>} [env] */
async function startStatic(dir, port, apiOrigin, env = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'platform/src/serve-static.mjs'), 'mfe-goals', '--dir', dir, '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, HOST: '', API_ORIGIN: apiOrigin, PROXY_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await /** @type {Promise<void>} */ (
    new Promise((done, fail) => {
      child.stdout.on('data', (c) => String(c).includes('serving') && done())
      child.once('exit', (code) => fail(new Error(`serve-static exited with ${code}`)))
    })
  )
  return child
}

describe('network rules', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(listenHost({})).toBe('127.0.0.1')
    expect(listenHost({ HOST: '' })).toBe('127.0.0.1')
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0')
  })

  it('knows a peer on this machine from one elsewhere', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true)
    for (const a of ['192.0.2.10', '::ffff:192.0.2.10', 'fd00::2', '', undefined, '127.0.0.1.evil'])
      expect(isLoopbackAddress(a)).toBe(false)
  })

  it('finds the outbox however its path is spelled', () => {
    for (const url of [
      '/api/dev/outbox',
      '/api/dev/outbox/view?to=x',
      '/api//dev/outbox',
      '/api/./dev/outbox',
      '/api/x/../dev/outbox',
      '/api/%64ev/outbox',
      '/API/DEV/outbox',
    ]) {
      expect(isLoopbackOnlyPath(url), url).toBe(true)
    }
    for (const url of ['/api/health', '/api/devices', '/app/dev/outbox']) expect(isLoopbackOnlyPath(url), url).toBe(false)
  })
})

describe('serve-static', () => {
  /** @type {string} */
  let dir
  /** @type {http.Server} */
  let api
  /** @type {number} */
  let apiPort
  /** @type {{ url: string | undefined, headers: http.IncomingHttpHeaders }[]} */
  const seen = []
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pp-static-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>')
    // Stands in for the API: records what the proxy forwarded.
    api = http.createServer((req, res) => {
      seen.push({ url: req.url, headers: req.headers })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"mails":[]}')
    })
    apiPort = await new Promise((done) => api.listen(0, '127.0.0.1', () => done(portOf(api))))
  })
  afterAll(() => {
    api.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('protects behaviour: binds loopback only by default, so another machine cannot connect at all', async () => {
    const port = await freePort()
    const server = await startStatic(dir, port, `http://127.0.0.1:${apiPort}`)
    try {
      expect((await get('127.0.0.1', port, '/')).status).toBe(200)
      if (lanAddress) await expect(get(lanAddress, port, '/')).rejects.toThrow(/ECONNREFUSED/)
    } finally {
      server.kill()
    }
  })

  it("attack: a browser on another machine reads the dev outbox through a front-end server's /api proxy", async () => {
    expect(lanAddress, 'a network address to come from').toBeTruthy()
    if (!lanAddress) throw new Error('no network address to come from')
    const port = await freePort()
    // Opened to the network on purpose (HOST=0.0.0.0): the outbox still stays on this machine.
    const server = await startStatic(dir, port, `http://127.0.0.1:${apiPort}`, { HOST: '0.0.0.0' })
    try {
      seen.length = 0
      for (const path of ['/api/dev/outbox', '/api/dev/outbox/view', '/api//dev/outbox', '/api/%64ev/outbox']) {
        const res = await get(lanAddress, port, path)
        expect(res.status, path).toBe(404)
      }
      expect(seen).toEqual([])
      expect((await get('127.0.0.1', port, '/api/dev/outbox')).status).toBe(200)
      expect(seen.map((s) => s.url)).toEqual(['/api/dev/outbox'])
    } finally {
      server.kill()
    }
  })

  it('attack: a client sends its own X-Forwarded-For and proxy header through the front-end server', async () => {
    const port = await freePort()
    const server = await startStatic(dir, port, `http://127.0.0.1:${apiPort}`)
    try {
      seen.length = 0
      await get('127.0.0.1', port, '/api/health', { 'x-forwarded-for': '203.0.113.9', [PROXY_HEADER]: 'guessed' })
      expect(seen).toHaveLength(1)
      const [forwarded] = seen
      if (!forwarded) throw new Error('nothing reached the API')
      // Only this server's view of the peer, vouched for with the run's secret.
      expect(forwarded.headers['x-forwarded-for']).toBe('127.0.0.1')
      expect(forwarded.headers[PROXY_HEADER]).toBe(PROXY_SECRET)
    } finally {
      server.kill()
    }
  })
})

describe('every server the scripts start', () => {
  it('protects behaviour: binds through listenHost (HOST or loopback), never a fixed all-addresses host', async () => {
    const { readFileSync } = await import('node:fs')
    for (const file of ['platform/src/serve-static.mjs', 'build-config/dev-server.mjs']) {
      const text = readFileSync(join(ROOT, file), 'utf8')
      expect(text, file).toContain('listenHost()')
      expect(text, file).not.toMatch(/0\.0\.0\.0'/)
    }
    expect(readFileSync(join(ROOT, 'edge-api/src/main.ts'), 'utf8')).toContain('hostname: config.host')
  })
})

describe('rspack dev servers (npm run dev)', () => {
  it("attack: a browser on another machine reads the dev outbox through a dev server's /api proxy", async () => {
    const { devServerConfig } = await import('../../build-config/dev-server.mjs')
    const config = devServerConfig({ port: 3001, isShell: false })
    expect(config.host).toBe('127.0.0.1')
    const [guard] = config.setupMiddlewares([])
    /** @param {string} remoteAddress @param {string} url */
    const answer = (remoteAddress, url) => {
      /** @type {{ statusCode: number, headers: Record<string, string>, body?: string, setHeader(k: string, v: string): void, end(body?: string): void }} */
      const res = {
        statusCode: 200,
        headers: {},
        setHeader(k, v) {
          this.headers[k] = v
        },
        end(body) {
          this.body = body
        },
      }
      let passed = false
      guard.middleware({ url, socket: { remoteAddress } }, res, () => (passed = true))
      return passed ? 'passed on' : res.statusCode
    }
    expect(answer('192.0.2.10', '/api/dev/outbox/view')).toBe(404)
    expect(answer('192.0.2.10', '/api/health')).toBe('passed on')
    expect(answer('127.0.0.1', '/api/dev/outbox')).toBe('passed on')
  })

  it('attack: a client sends its own X-Forwarded-For and proxy header through a dev server', async () => {
    const { devServerConfig } = await import('../../build-config/dev-server.mjs')
    const [proxy] = devServerConfig({ port: 3001, isShell: false }).proxy
    if (!proxy) throw new Error('the dev server has no /api proxy')
    expect(proxy.xfwd).toBe(false)
    const sent = new Map([
      ['x-forwarded-for', '203.0.113.9'],
      [PROXY_HEADER, 'guessed'],
      ['x-request-id', 'chosen-by-the-client'],
    ])
    /** @type {{ setHeader(k: string, v: string): void, removeHeader(k: string): void }} */
    const proxyReq = { setHeader: (k, v) => sent.set(k, v), removeHeader: (k) => sent.delete(k) }
    const before = process.env.PROXY_SECRET
    process.env.PROXY_SECRET = PROXY_SECRET
    try {
      proxy.on.proxyReq(proxyReq, { socket: { remoteAddress: '192.0.2.10' } })
    } finally {
      if (before === undefined) delete process.env.PROXY_SECRET
      else process.env.PROXY_SECRET = before
    }
    expect(Object.fromEntries(sent)).toEqual({
      'x-forwarded-for': '192.0.2.10',
      [PROXY_HEADER]: PROXY_SECRET,
      'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })
})
