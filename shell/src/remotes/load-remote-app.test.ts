import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RegistryPlugin } from './registry-plugin.ts'

const federation = { registerRemotes: vi.fn(), loadRemote: vi.fn(), registerPlugins: vi.fn() }
vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => federation }))
const loads = vi.hoisted(() => ({ reportRemoteLoaded: vi.fn() }))
vi.mock('./load-reports.ts', () => loads)

const REGISTRY = { remotes: [{ name: 'mfe_games', entry: 'http://localhost:3002/remoteEntry.js', version: 'current' }] }
const App = () => null

/** The plugin the shell registered, by name. */
const plugin = (name: string) => (federation.registerPlugins.mock.calls.flat(2) as RegistryPlugin[]).find((p) => p.name === name)!

beforeEach(() => {
  vi.resetModules()
  federation.registerRemotes.mockReset()
  federation.registerPlugins.mockReset()
  federation.loadRemote.mockReset().mockResolvedValue({ default: App })
  loads.reportRemoteLoaded.mockReset()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(REGISTRY))),
  )
})

describe('loading a remote area', () => {
  it('protects behaviour: the start-up and the area share one first load, counted once', async () => {
    const { loadRemoteApp } = await import('./load-remote-app.ts')
    const [early, slot] = await Promise.all([loadRemoteApp('mfe_games', false), loadRemoteApp('mfe_games', false)])
    expect(early.default).toBe(App)
    expect(slot).toBe(early)
    expect(federation.loadRemote).toHaveBeenCalledExactlyOnceWith('mfe_games/App')
    expect(loads.reportRemoteLoaded).toHaveBeenCalledExactlyOnceWith('mfe_games')
  })

  it('protects behaviour: a load the plugin answered with the fallback is forgotten and not counted; a retry asks the plugin for a fresh read', async () => {
    const { loadRemoteApp } = await import('./load-remote-app.ts')
    const { isFallback } = await import('./fallback-module.ts')
    await loadRemoteApp('mfe_games', true) // a retry's load is never kept: this one only adds the plugin
    loads.reportRemoteLoaded.mockReset()
    const registry = plugin('pitchpath-registry')
    // The runtime's loadRemote failing twice (the load, then the plugin's own second try): each time it asks the plugin.
    const failing = async (id: string) =>
      registry.errorLoadRemote!({ id, error: new Error('down'), lifecycle: 'onLoad', from: 'runtime', origin: federation } as never)
    federation.loadRemote.mockImplementationOnce(failing).mockImplementationOnce(failing)
    expect(isFallback(await loadRemoteApp('mfe_games', false))).toBe(true)
    expect(loads.reportRemoteLoaded).not.toHaveBeenCalled()
    await expect(loadRemoteApp('mfe_games', false)).resolves.toMatchObject({ default: App })
    expect(federation.loadRemote).toHaveBeenCalledTimes(4)
    const retry = vi.spyOn(registry, 'retry')
    await loadRemoteApp('mfe_games', true)
    expect(retry).toHaveBeenCalledWith('mfe_games')
  })

  it('protects behaviour: a module that is not an App fails the load instead of rendering', async () => {
    federation.loadRemote.mockResolvedValue({ default: 'nope' })
    const { loadRemoteApp } = await import('./load-remote-app.ts')
    await expect(loadRemoteApp('mfe_games', false)).rejects.toThrow('mfe_games/App has no default component export')
  })

  it('adds the task boundaries from the start, and the registry plugin once, before the first remote is requested', async () => {
    const { federation: runtime, loadRemoteApp } = await import('./load-remote-app.ts')
    const { taskBoundaries } = await import('./task-boundaries.ts')
    runtime()
    expect(federation.registerPlugins).toHaveBeenCalledExactlyOnceWith([taskBoundaries])
    federation.loadRemote.mockImplementation(async () => {
      expect(federation.registerPlugins).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'pitchpath-registry' })])
      return { default: App }
    })
    await loadRemoteApp('mfe_games', false)
    await loadRemoteApp('mfe_games', true)
    expect(federation.registerPlugins).toHaveBeenCalledTimes(2)
  })
})
