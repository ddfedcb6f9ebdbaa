// `rspack serve` settings shared by every package: the package's port, SPA fallback, /api forwarded
// to the edge API (same-origin cookie, no CORS), CORS for federation, and on the shell /remotes.json.
import { remoteRegistry } from '../scripts/remote-registry.mjs'

const API_ORIGIN = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 8000}`

/** @param {{ port: number, isShell: boolean }} options */
export function devServerConfig({ port, isShell }) {
  return {
    port,
    host: '0.0.0.0',
    historyApiFallback: true,
    // Full reloads only: React Fast Refresh across federated modules is not set up here.
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    allowedHosts: 'all',
    proxy: [{ context: ['/api'], target: API_ORIGIN, changeOrigin: false, xfwd: true }],
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: isShell
      ? (middlewares) => {
          middlewares.unshift({
            name: 'remote-registry',
            path: '/remotes.json',
            middleware: (req, res) => {
              res.setHeader('Content-Type', 'application/json')
              res.setHeader('Cache-Control', 'no-store')
              res.end(JSON.stringify(remoteRegistry(req.headers.host, 'http:')))
            },
          })
          return middlewares
        }
      : undefined,
  }
}
