// `rspack serve` settings shared by every package: the package's port, SPA fallback, /api forwarded
// to the edge API (same-origin cookie, no CORS), CORS for federation, and on the shell /remotes.json.
import { remoteRegistry } from '../platform/src/remote-registry.mjs'
import { randomUUID } from 'node:crypto'
import { isLoopbackAddress, isLoopbackOnlyPath, listenHost, PROXY_HEADER } from '../platform/src/network.mjs'
import { REQUEST_ID_HEADER } from '../platform/src/api-proxy.mjs'

const API_ORIGIN = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 8000}`

/** @param {{ port: number, isShell: boolean }} options */
export function devServerConfig({ port, isShell }) {
  return {
    port,
    // Loopback unless HOST says otherwise (platform/src/network.mjs).
    host: listenHost(),
    historyApiFallback: true,
    // Hot updates with React Fast Refresh (create-config.mjs); a change it cannot apply in place
    // (a module that exports more than components) falls back to reloading the page (liveReload).
    hot: true,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    allowedHosts: 'all',
    // As platform/src/api-proxy.mjs: X-Forwarded-For is the peer this server saw (never a client's copy),
    // vouched for by the run's PROXY_SECRET, and X-Request-Id an id of this server's making (the API
    // takes it over with the secret: a client's own must not pass); the outbox only for browsers on
    // this machine.
    proxy: [
      {
        context: ['/api'],
        target: API_ORIGIN,
        changeOrigin: false,
        xfwd: false,
        on: {
          proxyReq: (proxyReq, req) => {
            proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? 'unknown')
            proxyReq.removeHeader(PROXY_HEADER)
            if (process.env.PROXY_SECRET) proxyReq.setHeader(PROXY_HEADER, process.env.PROXY_SECRET)
            proxyReq.setHeader(REQUEST_ID_HEADER, randomUUID())
          },
        },
      },
    ],
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: (middlewares) => {
      if (isShell) {
        middlewares.unshift({
          name: 'remote-registry',
          path: '/remotes.json',
          middleware: (req, res) => {
            res.setHeader('Content-Type', 'application/json')
            res.setHeader('Cache-Control', 'no-store')
            res.end(JSON.stringify(remoteRegistry(req.headers.host, 'http:')))
          },
        })
      }
      middlewares.unshift({
        name: 'loopback-only',
        middleware: (req, res, next) => {
          if (!isLoopbackOnlyPath(req.url) || isLoopbackAddress(req.socket.remoteAddress)) return next()
          res.statusCode = 404
          res.setHeader('Content-Type', 'application/json')
          res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such route' } }))
        },
      })
      return middlewares
    },
  }
}
