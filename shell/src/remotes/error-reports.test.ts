import { beforeEach, describe, expect, it, vi } from 'vitest'

// The registry as the shell's server writes it: games deployed (a version folder), goals its own build.
const REGISTRY = [
  { name: 'mfe_games', entry: 'http://localhost:3002/_v/3f2a9c0d1b7e/remoteEntry.js', version: '3f2a9c0d1b7e' },
  { name: 'mfe_goals', entry: 'http://localhost:3001/remoteEntry.js', version: 'current' },
] as const
const PAGE = 'http://localhost:3000'

const beacon = vi.fn((_url: string, _body: Blob) => true)
vi.mock('./remote-registry.ts', () => ({ loadRegistry: async () => [...REGISTRY] }))

/** A fresh page: error-watch.ts listening on a window of its own; its reporter loads on the first error. */
async function freshPage() {
  vi.resetModules()
  const { watchErrors, reportRemoteFailure } = await import('./error-watch.ts')
  const target = new EventTarget() as EventTarget & { location: { origin: string } }
  target.location = { origin: PAGE }
  watchErrors(target as unknown as Window)
  return { dispatch: (event: Event) => target.dispatchEvent(event), target, reportRemoteFailure }
}

/** The reports sent, once `count` have been (the reporter runs after the event, in its own chunk). */
async function sent(count: number) {
  await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(count), { timeout: 10_000 })
  return Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text())))
}

/** What the browser dispatches for an uncaught error (Node has no ErrorEvent). */
const errorEvent = (fields: { error: Error | null; message: string; filename: string }) => Object.assign(new Event('error'), fields)

const thrownAt = (url: string, message = 'Boom') => {
  const error = new Error(message)
  error.stack = `Error: ${message}\n    at Hub (${url}:1:2040)`
  return errorEvent({ error, message, filename: url })
}

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true)
  vi.stubGlobal('navigator', { sendBeacon: beacon })
})

describe('reporting errors from the page', () => {
  it("protects behaviour: an error thrown in a remote's script is reported as that remote, in the version the registry names", async () => {
    const page = await freshPage()
    page.dispatch(thrownAt('http://localhost:3002/_v/3f2a9c0d1b7e/412.js'))
    expect(await sent(1)).toEqual([
      expect.objectContaining({
        remote: 'mfe-games',
        version: '3f2a9c0d1b7e',
        kind: 'error',
        message: 'Boom',
        stack: expect.stringContaining('412.js'),
      }),
    ])
    expect(beacon).toHaveBeenCalledWith('/api/client-errors', expect.any(Blob))
  })

  it("protects behaviour: the shell's own errors are the shell's; another site's script and muted errors are not reported", async () => {
    const page = await freshPage()
    page.dispatch(thrownAt('chrome-extension://abc/content.js', 'Extension broke'))
    page.dispatch(errorEvent({ error: null, message: 'Script error.', filename: '' }))
    page.dispatch(thrownAt('https://cdn.example/lib.js', 'Elsewhere'))
    page.dispatch(thrownAt(`${PAGE}/main.js`, 'Shell broke'))
    expect((await sent(1)).map((b) => [b.remote, b.version, b.message])).toEqual([['shell', 'current', 'Shell broke']])
  })

  it('protects behaviour: an unhandled rejection is attributed by its stack the same way', async () => {
    const page = await freshPage()
    const reason = new Error('Save failed')
    reason.stack = 'Error: Save failed\n    at save (http://localhost:3001/expose.js:3:9)'
    page.dispatch(Object.assign(new Event('unhandledrejection'), { reason }))
    expect((await sent(1)).map((b) => [b.remote, b.version])).toEqual([['mfe-goals', 'current']])
  })

  it('protects behaviour: a page load sends at most five reports, each identical one once', async () => {
    const page = await freshPage()
    for (let i = 0; i < 3; i++) page.dispatch(thrownAt('http://localhost:3001/1.js', 'Same'))
    for (let i = 0; i < 10; i++) page.dispatch(thrownAt('http://localhost:3001/1.js', `Different ${i}`))
    expect((await sent(5)).map((b) => b.message)).toEqual(['Same', 'Different 0', 'Different 1', 'Different 2', 'Different 3'])
  })

  it('protects behaviour: a report that cannot be sent is dropped without an error of its own', async () => {
    const page = await freshPage()
    beacon.mockImplementation(() => {
      throw new TypeError('beacon refused')
    })
    const seen: Event[] = []
    page.target.addEventListener('error', (e) => seen.push(e))
    expect(() => page.dispatch(thrownAt('http://localhost:3001/1.js'))).not.toThrow()
    expect(() => page.reportRemoteFailure('mfe_games', 'load-failure', new Error('ScriptNetworkError'))).not.toThrow()
    await sent(2)
    expect(seen).toHaveLength(1)
  })

  it('protects behaviour: a failed load names the remote, its version and the kind, with the message cut to its bound', async () => {
    const page = await freshPage()
    page.reportRemoteFailure('mfe_games', 'load-failure', new Error(`ScriptNetworkError ${'x'.repeat(400)}`))
    const [body] = await sent(1)
    expect(body).toMatchObject({ remote: 'mfe-games', version: '3f2a9c0d1b7e', kind: 'load-failure' })
    expect(body.message).toHaveLength(300)
  })
})
