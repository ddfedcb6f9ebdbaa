// The test-only control plane for browser tests: POST /remotes/<pkg>/stop | start | redeploy?label=v2.
// Redeploy builds the remote into a new folder and serves that in place of the old one, which is
// what a team's deploy does; the shell is neither rebuilt nor restarted.
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { join } from 'node:path'
import { frontend } from '../platform/src/ports.mjs'
import { ROOT, startFrontend, stop, waitFor } from './stack.mjs'

export function startControlServer(site, dataDir) {
  const running = new Map(site.fronts.map((p) => [p.name, p]))
  let deploys = 0

  async function serve(pkg, dir) {
    const proc = startFrontend(pkg, { dir, quiet: true })
    await waitFor(`http://127.0.0.1:${frontend(pkg).port}/`, { proc })
    running.set(pkg, proc)
    site.all.push(proc)
  }

  async function handle(pkg, action, url) {
    const current = running.get(pkg)
    if (action === 'stop') return current && stop(current)
    if (action === 'start') return serve(pkg)
    if (action === 'redeploy') {
      const dir = join(dataDir, `${pkg}-deploy-${++deploys}`)
      const label = url.searchParams.get('label') ?? `deploy-${deploys}`
      execFileSync('npm', ['run', 'build', '--silent', '-w', pkg, '--', '-o', dir], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, REMOTE_BUILD_LABEL: label },
      })
      if (current) await stop(current)
      return serve(pkg, dir)
    }
    throw new Error(`unknown action ${action}`)
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control')
    const [, kind, pkg, action] = url.pathname.split('/')
    try {
      if (req.method !== 'POST' || kind !== 'remotes') throw new Error('POST /remotes/<pkg>/<action>')
      await handle(pkg, action, url)
      res.writeHead(204).end()
    } catch (err) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(err?.stack ?? err))
    }
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) })
    })
  })
}
