// Forwards /api requests to the edge API unchanged (streamed both ways), adding X-Forwarded-For so
// the API's per-address rate limits see the browser's address, not this server's.
import http from 'node:http'

export function forwardToApi(req, res, apiOrigin) {
  const target = new URL(req.url ?? '/', apiOrigin)
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor } },
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
