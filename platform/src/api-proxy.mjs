// @ts-check
// Forwards /api requests to the edge API unchanged (streamed both ways), except for who sent them:
// X-Forwarded-For is this server's view of the browser's address alone (a copy the client sent is
// dropped, it could name anyone), and X-PitchPath-Proxy carries the secret the API checks before it
// believes that header. The development outbox answers browsers on this machine only.
// Each request gets an id of this server's making, sent on as X-Request-Id (the API takes it over
// because the secret vouches for it) and written in this server's one log line for the request, so
// the browser's answer, this line and the API's line share it (docs/cluster.md, "Following a request").
import { randomUUID } from 'node:crypto'
import http from 'node:http'
/** @import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http' */
import { isLoopbackAddress, isLoopbackOnlyPath, PROXY_HEADER } from './network.mjs'

export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * A request's path for the log: route words kept, anything else (ids, slugs with digits, tokens) as
 * ':id', and never the query, which may carry an address or a token.
 * @param {string | undefined} url
 */
export function loggedPath(url) {
  const { pathname } = new URL(url ?? '/', 'http://x')
  return pathname.replace(/\/([^/]+)/g, (whole, segment) => (/^[a-z][a-z-]{0,31}$/.test(segment) ? whole : '/:id'))
}

/**
 * Whether this server writes a line per /api request: LOG_REQUESTS, as for the API, on unless 'off'.
 * @param {NodeJS.ProcessEnv} [env]
 */
export const logsRequests = (env = process.env) => env.LOG_REQUESTS !== 'off'

/**
 * The headers sent on to the API: the client's own, minus what only this proxy may say.
 * @param {IncomingMessage} req
 * @param {URL} target
 * @param {string | undefined} proxySecret
 * @param {string} [requestId] this server's id for the request (a new one when not given)
 * @returns {OutgoingHttpHeaders}
 */
export function forwardedHeaders(req, target, proxySecret, requestId = /** @type {string} */ (randomUUID())) {
  /** @type {OutgoingHttpHeaders} */
  const headers = {
    ...req.headers,
    host: target.host,
    'x-forwarded-for': req.socket.remoteAddress ?? 'unknown',
    // Ours, never the client's: a client choosing ids could pass its requests off as others'.
    [REQUEST_ID_HEADER]: requestId,
  }
  delete headers[PROXY_HEADER]
  if (proxySecret) headers[PROXY_HEADER] = proxySecret
  return headers
}

/**
 * Streams one /api request to the API at `apiOrigin` and its answer back, with one JSON line on
 * stdout once answered (`log` null: none).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} apiOrigin
 * @param {string | undefined} [proxySecret]
 * @param {{ server: string, write?: (line: string) => void } | null} [log]
 */
export function forwardToApi(req, res, apiOrigin, proxySecret = process.env.PROXY_SECRET, log = null) {
  const requestId = randomUUID()
  const started = performance.now()
  res.setHeader('X-Request-Id', requestId)
  if (log) {
    const write = log.write ?? ((/** @type {string} */ line) => console.log(line))
    res.once('close', () =>
      write(
        JSON.stringify({
          msg: 'proxied',
          requestId,
          method: req.method,
          path: loggedPath(req.url),
          status: res.headersSent ? res.statusCode : null,
          ms: Math.round((performance.now() - started) * 10) / 10,
          server: log.server,
        }),
      ),
    )
  }
  if (isLoopbackOnlyPath(req.url) && !isLoopbackAddress(req.socket.remoteAddress)) {
    // The same answer as a path that does not exist: nothing says the outbox is here.
    res.writeHead(404, { 'Content-Type': 'application/json' })
    return res.end(
      JSON.stringify({
        error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}` },
      }),
    )
  }
  const target = new URL(req.url ?? '/', apiOrigin)
  const upstream = http.request(
    target,
    { method: req.method, headers: forwardedHeaders(req, target, proxySecret, requestId) },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy()
    res.writeHead(502, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'The PitchPath API is not reachable right now' } }))
  })
  req.pipe(upstream)
}
