import { beforeEach, describe, expect, it, vi } from 'vitest'

const federation = { registerRemotes: vi.fn(), loadRemote: vi.fn(), registerPlugins: vi.fn() }
vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => federation }))

const REGISTRY = { remotes: [{ name: 'mfe_games', entry: 'http://localhost:3002/remoteEntry.js', version: 'current' }] }
const App = () => null

beforeEach(() => {
  vi.resetModules()
  federation.registerRemotes.mockReset()
  federation.registerPlugins.mockReset()
  federation.loadRemote.mockReset().mockResolvedValue({ default: App })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(REGISTRY))),
  )
})

describe('loading a remote area', () => {
  it('shares one first load between the start-up and the area, so the remote is registered once, never forced', async () => {
    const { loadRemoteApp } = await import('./load-remote-app.ts')
    const [early, slot] = await Promise.all([loadRemoteApp('mfe_games', false), loadRemoteApp('mfe_games', false)])
    expect(early.default).toBe(App)
    expect(slot).toBe(early)
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1)
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_games', entry: REGISTRY.remotes[0]!.entry }], { force: false })
  })

  it('forgets a failed first load, so the next visit tries again; a retry re-registers with force', async () => {
    federation.loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js failed'))
    const { loadRemoteApp } = await import('./load-remote-app.ts')
    await expect(loadRemoteApp('mfe_games', false)).rejects.toThrow('remoteEntry.js failed')
    await expect(loadRemoteApp('mfe_games', false)).resolves.toMatchObject({ default: App })
    expect(federation.loadRemote).toHaveBeenCalledTimes(2)
    await loadRemoteApp('mfe_games', true)
    expect(federation.registerRemotes).toHaveBeenLastCalledWith(expect.anything(), { force: true })
  })

  it('adds the task boundaries to the federation runtime once, before the first remote is loaded', async () => {
    const { loadRemoteApp } = await import('./load-remote-app.ts')
    const { taskBoundaries } = await import('./task-boundaries.ts')
    federation.loadRemote.mockImplementation(async () => {
      expect(federation.registerPlugins).toHaveBeenCalledWith([taskBoundaries])
      return { default: App }
    })
    await loadRemoteApp('mfe_games', false)
    await loadRemoteApp('mfe_games', true)
    expect(federation.registerPlugins).toHaveBeenCalledTimes(1)
  })
})
