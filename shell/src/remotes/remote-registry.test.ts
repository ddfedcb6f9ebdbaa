import { beforeEach, describe, expect, it, vi } from 'vitest'

const FROM_PAGE = {
  remotes: [
    { name: 'mfe_games', entry: 'http://localhost:3002/_v/aaaaaaaaaaaa/remoteEntry.js', version: 'aaaaaaaaaaaa', channel: 'canary' },
  ],
}
const FROM_SERVER = { remotes: [{ name: 'mfe_games', entry: 'http://localhost:3002/remoteEntry.js', version: 'current', channel: 'live' }] }

/** A page whose <head> may hold the registry block (the shell's server adds it). */
function pageWith(blockText: string | null) {
  const block = blockText === null ? null : { textContent: blockText, remove: vi.fn() }
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'remote-registry' ? block : null) })
  return block
}

let fetchRegistry: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.resetModules()
  fetchRegistry = vi.fn(async () => new Response(JSON.stringify(FROM_SERVER)))
  vi.stubGlobal('fetch', fetchRegistry)
})

describe('the remote registry', () => {
  it('uses the copy the page arrived with, without a request, and takes it out of the page', async () => {
    const block = pageWith(JSON.stringify(FROM_PAGE))
    const { loadRegistry } = await import('./remote-registry.ts')
    expect(await loadRegistry()).toEqual(FROM_PAGE.remotes)
    expect(await loadRegistry()).toEqual(FROM_PAGE.remotes)
    expect(fetchRegistry).not.toHaveBeenCalled()
    expect(block?.remove).toHaveBeenCalledOnce()
  })

  it('asks the server on a retry (fresh), never the copy in the page', async () => {
    pageWith(JSON.stringify(FROM_PAGE))
    const { loadRegistry } = await import('./remote-registry.ts')
    expect(await loadRegistry(true)).toEqual(FROM_SERVER.remotes)
    expect(fetchRegistry).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }))
  })

  it('asks the server when the page has no copy, or a damaged one', async () => {
    for (const text of [null, '{"remotes": [', 'null']) {
      vi.resetModules()
      pageWith(text)
      const { loadRegistry } = await import('./remote-registry.ts')
      expect(await loadRegistry(), String(text)).toEqual(FROM_SERVER.remotes)
    }
    expect(fetchRegistry).toHaveBeenCalledTimes(3)
  })

  it("protects behaviour: keeps each entry's channel, and an entry without one (an older server) or with an unknown one is live", async () => {
    const { parseRegistry } = await import('./remote-registry.ts')
    const remotes = [
      { name: 'mfe_games', entry: 'a', version: 'v', channel: 'preview' },
      { name: 'mfe_goals', entry: 'b', version: 'v' },
      { name: 'mfe_billing', entry: 'c', version: 'v', channel: 'beta' },
    ]
    expect(parseRegistry({ remotes }).map((r) => r.channel)).toEqual(['preview', 'live', 'live'])
  })

  it('protects behaviour: a remote pinned in the page keeps its entry when the server answers another version', async () => {
    pageWith(JSON.stringify(FROM_PAGE))
    const { loadRegistry, pinEntry } = await import('./remote-registry.ts')
    const [arrived] = await loadRegistry()
    pinEntry(arrived!)
    expect(await loadRegistry(true)).toEqual(FROM_PAGE.remotes)
    expect(fetchRegistry).toHaveBeenCalledOnce()
  })
})
