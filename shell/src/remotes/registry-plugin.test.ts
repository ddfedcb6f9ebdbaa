import { describe, expect, it, vi } from 'vitest'
import { isFallback } from './fallback-module.ts'
import { registryPlugin } from './registry-plugin.ts'
import type { RegistryEntry } from './remote-registry.ts'

const entry = (version: string): RegistryEntry => ({
  name: 'mfe_goals',
  entry: `http://localhost:3001/_v/${version}/remoteEntry.js`,
  version,
  channel: 'live',
})
const OLD = entry('aaaaaaaaaaaa')
const NEW = entry('bbbbbbbbbbbb')
const ID = 'mfe_goals/App'
const App = () => null

/** A page whose registry arrived with OLD and whose server now answers NEW. */
function setUp() {
  const deps = {
    loadRegistry: vi.fn(async (fresh: boolean) => [fresh ? NEW : OLD]),
    pin: vi.fn(),
    report: vi.fn(),
    fallback: vi.fn(async () => ({ default: App })),
  }
  const plugin = registryPlugin(deps)
  const origin = { registerRemotes: vi.fn(), loadRemote: vi.fn() }
  // The hooks as the runtime calls them, with only the fields the plugin reads.
  const hooks = {
    beforeRequest: (id: string) => plugin.beforeRequest!({ id, options: {}, origin } as never),
    afterLoadEntry: (error?: unknown) =>
      plugin.afterLoadEntry!({ origin, remoteInfo: { name: 'mfe_goals' }, remoteEntryExports: error ? undefined : {}, error } as never),
    errorLoadRemote: (id: string, error: unknown, lifecycle = 'onLoad') =>
      plugin.errorLoadRemote!({ id, error, lifecycle, from: 'runtime', origin } as never),
  }
  return { deps, plugin, origin, hooks }
}

describe('the registry plugin', () => {
  it('protects behaviour: the first request registers the remote from the registry the page arrived with, and only once', async () => {
    const { deps, origin, hooks } = setUp()
    await hooks.beforeRequest(ID)
    await hooks.beforeRequest('mfe_goals/Other')
    expect(deps.loadRegistry).toHaveBeenCalledExactlyOnceWith(false)
    expect(origin.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'mfe_goals', entry: OLD.entry }], { force: false })
  })

  it('protects behaviour: once a remote has run, the page keeps its version: a retry never reads the registry again', async () => {
    const { deps, plugin, origin, hooks } = setUp()
    await hooks.beforeRequest(ID)
    await hooks.afterLoadEntry()
    expect(deps.pin).toHaveBeenCalledExactlyOnceWith(OLD)
    plugin.retry('mfe_goals')
    await hooks.beforeRequest(ID)
    expect(deps.loadRegistry).not.toHaveBeenCalledWith(true)
    expect(origin.registerRemotes).toHaveBeenCalledTimes(1)
  })

  it('protects behaviour: a retry before anything of the remote ran reads the server registry and replaces the registration', async () => {
    const { deps, plugin, origin, hooks } = setUp()
    await hooks.beforeRequest(ID)
    await hooks.afterLoadEntry(new Error('remoteEntry.js failed'))
    expect(deps.pin).not.toHaveBeenCalled()
    plugin.retry('mfe_goals')
    await hooks.beforeRequest(ID)
    expect(deps.loadRegistry).toHaveBeenLastCalledWith(true)
    expect(origin.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_goals', entry: NEW.entry }], { force: true })
  })

  it('protects behaviour: a failed load is tried once more from the server registry, then reported once and answered with the fallback', async () => {
    const { deps, origin, hooks } = setUp()
    await hooks.beforeRequest(ID)
    const second = new Error('remoteEntry.js failed again')
    // The runtime's loadRemote: the request hook, then the load fails again.
    origin.loadRemote.mockImplementation(async (id: string) => {
      await hooks.beforeRequest(id)
      return hooks.errorLoadRemote(id, second)
    })
    const answer = await hooks.errorLoadRemote(ID, new Error('remoteEntry.js failed'))
    expect(origin.loadRemote).toHaveBeenCalledOnce()
    expect(origin.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_goals', entry: NEW.entry }], { force: true })
    expect(deps.report).toHaveBeenCalledExactlyOnceWith('mfe_goals', second)
    expect(isFallback(answer)).toBe(true)
    expect((answer as { default: unknown }).default).toBe(App)
  })

  it('protects behaviour: a load that succeeds on its second try is not reported', async () => {
    const { deps, origin, hooks } = setUp()
    origin.loadRemote.mockResolvedValue({ default: App })
    const answer = await hooks.errorLoadRemote(ID, new Error('remoteEntry.js failed'))
    expect(answer).toEqual({ default: App })
    expect(isFallback(answer)).toBe(false)
    expect(deps.report).not.toHaveBeenCalled()
  })

  it('protects behaviour: a remote that has run falls back at once, never loading another version into the page', async () => {
    const { deps, origin, hooks } = setUp()
    await hooks.beforeRequest(ID)
    await hooks.afterLoadEntry()
    const error = new Error('chunk failed')
    expect(isFallback(await hooks.errorLoadRemote(ID, error))).toBe(true)
    expect(origin.loadRemote).not.toHaveBeenCalled()
    expect(deps.report).toHaveBeenCalledExactlyOnceWith('mfe_goals', error)
  })

  it('protects behaviour: other failures are left to the runtime: another stage, or a name that is not a remote', async () => {
    const { deps, hooks } = setUp()
    expect(await hooks.errorLoadRemote(ID, new Error('x'), 'beforeRequest')).toBeUndefined()
    expect(await hooks.errorLoadRemote('react/index', new Error('x'))).toBeUndefined()
    expect(deps.report).not.toHaveBeenCalled()
  })

  it('protects behaviour: a remote missing from the registry fails its request with a clear message', async () => {
    const { deps, hooks } = setUp()
    deps.loadRegistry.mockResolvedValue([])
    await expect(hooks.beforeRequest(ID)).rejects.toThrow('mfe_goals is not in remotes.json')
  })
})
