// @ts-check
// Forwards /api requests to the edge API unchanged (streamed both ways), except for who sent them:
// X-Forwarded-For is this server's view of the browser's address alone (a copy the client sent is
// dropped, it could name anyone), and X-PitchPath-Proxy carries the secret the API checks before it
// believes that header. The development outbox answers browsers on this machine only.
import http from 'node:http'
/** @import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http' */
import { isLoopbackAddress, isLoopbackOnlyPath, PROXY_HEADER } from './network.mjs'

/**
 * The headers sent on to the API: the client's own, minus what only this proxy may say.
 * @param {IncomingMessage} req
 * @param {URL} target
 * @param {string | undefined} proxySecret
 * @returns {OutgoingHttpHeaders}
 */
export function forwardedHeaders(req, target, proxySecret) {
  /** @type {OutgoingHttpHeaders} */
  const headers = { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? 'unknown' }
  delete headers[PROXY_HEADER]
  if (proxySecret) headers[PROXY_HEADER] = proxySecret
  return headers
}

/**
 * Streams one /api request to the API at `apiOrigin` and its answer back.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} apiOrigin
 */
export function forwardToApi(req, res, apiOrigin, proxySecret = process.env.PROXY_SECRET) {
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
  const upstream = http.request(target, { method: req.method, headers: forwardedHeaders(req, target, proxySecret) }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy()
    res.writeHead(502, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'The PitchPath API is not reachable right now' } }))
  })
  req.pipe(upstream)
}
