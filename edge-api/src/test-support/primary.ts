/** A Turso primary for tests: `tursodb --sync-server` on a free loopback port, its file in `dir`. */
import { fileURLToPath } from 'node:url'

// The binary itself, not the npm `turso` wrapper: the wrapper runs it as a child, and stopping the
// wrapper would leave the server running.
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x86_64': 'cli-linux-x64-gnu',
  'linux-aarch64': 'cli-linux-arm64-gnu',
  'darwin-x86_64': 'cli-darwin-x64',
  'darwin-aarch64': 'cli-darwin-arm64',
}
const TURSODB = fileURLToPath(
  new URL(`../../../node_modules/@tursodatabase/${PLATFORM_PACKAGES[`${Deno.build.os}-${Deno.build.arch}`]}/tursodb`, import.meta.url),
)

export async function freePort(): Promise<number> {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 })
  const { port } = listener.addr as Deno.NetAddr
  listener.close()
  return port
}

/**
 * Polls until `check` holds. For something that arrives eventually (a replica's pull, a restarted
 * primary), not a latency bound: the generous default holds when `npm test` runs this beside the
 * browser lane on two busy cores.
 */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`)
}

/** `port`: to start it again where its replicas look for it (a restart). */
export async function startPrimary(dir: string, port?: number) {
  port ??= await freePort()
  const child = new Deno.Command(TURSODB, {
    args: [`${dir}/primary.db`, '--sync-server', `127.0.0.1:${port}`],
    stdout: 'null',
    stderr: 'null',
  }).spawn()
  const url = `http://127.0.0.1:${port}`
  const listening = port
  // A bare TCP connect, closed at once: the server takes one connection at a time (primary-fetch.ts).
  await waitUntil(async () => {
    ;(await Deno.connect({ hostname: '127.0.0.1', port: listening })).close()
    return true
  }, 'the primary listening')
  return {
    url,
    port: listening,
    async stop(signal: Deno.Signal = 'SIGTERM') {
      try {
        child.kill(signal)
      } catch { /* already gone */ }
      await child.status
    },
  }
}
