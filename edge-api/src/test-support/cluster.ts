/**
 * A real cluster on loopback for tests: Turso's sync server (`tursodb --sync-server`) as the
 * primary and edge-API processes (the same main.ts as production), each with its own replica.
 */
import { type ApiProcess, startApiProcess } from './api-process.ts'
import { startPrimary } from './primary.ts'

export type Instance = ApiProcess & { name: string }

/** `env` is added to every instance's environment (e.g. JOBS_TICK_MS for the scheduled jobs' test). */
export async function startCluster(options: { pullIntervalMs?: number; env?: Record<string, string> } = {}) {
  const dir = await Deno.makeTempDir({ prefix: 'pitchpath-cluster-' })
  const primary = await startPrimary(dir)
  const syncUrl = primary.url
  const instances: Instance[] = []

  async function startInstance(name: string): Promise<Instance> {
    const api = await startApiProcess({
      DATABASE_FILE: `${dir}/${name}.db`,
      DATABASE_SYNC_URL: syncUrl,
      DATABASE_PULL_INTERVAL_MS: String(options.pullIntervalMs ?? 200),
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000',
      ...options.env,
    })
    const instance = { ...api, name }
    instances.push(instance)
    return instance
  }

  return {
    syncUrl,
    startInstance,
    kill: (instance: Instance) => instance.stop('SIGKILL'),
    async stop() {
      for (const i of instances) await i.stop()
      await primary.stop()
      await Deno.remove(dir, { recursive: true }).catch(() => undefined)
    },
  }
}

export { request } from './api-process.ts'
export { waitUntil } from './primary.ts'
