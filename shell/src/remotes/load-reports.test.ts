import { beforeEach, describe, expect, it, vi } from 'vitest'

const beacon = vi.fn((_url: string, _body: Blob) => true)
const registry = vi.fn(async () => [
  { name: 'mfe_games', entry: 'http://localhost:3002/_v/3f2a9c0d1b7e/remoteEntry.js', version: '3f2a9c0d1b7e', channel: 'canary' },
  { name: 'mfe_goals', entry: 'http://localhost:3001/remoteEntry.js', version: 'current' },
])
vi.mock('./remote-registry.ts', () => ({ loadRegistry: () => registry() }))
const demo = vi.fn(() => false)
vi.mock('@app/shared/demo/demo-mode.ts', () => ({ isDemoMode: () => demo() }))

/** A fresh page: nothing counted yet. */
async function freshPage() {
  vi.resetModules()
  return await import('./load-reports.ts')
}
const sent = () => Promise.all(beacon.mock.calls.map(async ([url, blob]) => [url, JSON.parse(await blob.text())]))

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true)
  demo.mockReset().mockReturnValue(false)
  vi.stubGlobal('navigator', { sendBeacon: beacon })
})

describe('counting page loads per remote version', () => {
  it('protects behaviour: a loaded remote is counted once a page, by package, in the version the registry names', async () => {
    const { reportRemoteLoaded } = await freshPage()
    await reportRemoteLoaded('mfe_games')
    await reportRemoteLoaded('mfe_games')
    await reportRemoteLoaded('mfe_goals')
    expect(await sent()).toEqual([
      ['/api/remote-loads', { remote: 'mfe-games', version: '3f2a9c0d1b7e' }],
      ['/api/remote-loads', { remote: 'mfe-goals', version: 'current' }],
    ])
    // The next page load counts again.
    await (await freshPage()).reportRemoteLoaded('mfe_games')
    expect(beacon).toHaveBeenCalledTimes(3)
  })

  it('protects behaviour: a registry that cannot be read or a beacon that throws never becomes the page error', async () => {
    registry.mockRejectedValueOnce(new Error('offline'))
    const { reportRemoteLoaded } = await freshPage()
    await expect(reportRemoteLoaded('mfe_games')).resolves.toBeUndefined()
    beacon.mockImplementation(() => {
      throw new Error('beacon refused')
    })
    await expect(reportRemoteLoaded('mfe_goals')).resolves.toBeUndefined()
  })

  it('protects behaviour: the demo, which has no API, counts nothing', async () => {
    demo.mockReturnValue(true)
    await (await freshPage()).reportRemoteLoaded('mfe_games')
    expect(beacon).not.toHaveBeenCalled()
  })
})
