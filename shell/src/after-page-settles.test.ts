import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPageSettles } from './after-page-settles.ts'

/** A page as afterPageSettles sees it: its load state and the long tasks and resources it reports. */
function fakePage({ loaded = false, entryTypes = ['longtask', 'resource'] } = {}) {
  const loadListeners = new Set<() => void>()
  const observers: { callback: PerformanceObserverCallback; types: string[] }[] = []
  vi.stubGlobal('document', { readyState: loaded ? 'complete' : 'loading' })
  vi.stubGlobal('window', {
    addEventListener: (type: string, fn: () => void) => type === 'load' && loadListeners.add(fn),
    removeEventListener: (type: string, fn: () => void) => type === 'load' && loadListeners.delete(fn),
  })
  class Observer {
    static supportedEntryTypes = entryTypes
    private readonly entry: { callback: PerformanceObserverCallback; types: string[] }
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, types: [] }
      observers.push(this.entry)
    }
    observe({ type }: { type: string }) {
      this.entry.types.push(type)
    }
    disconnect() {
      this.entry.types = []
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer)
  return {
    load() {
      for (const fn of [...loadListeners]) fn()
    },
    report(type: string) {
      for (const o of observers) if (o.types.includes(type)) o.callback({} as PerformanceObserverEntryList, {} as PerformanceObserver)
    },
    listening: () => loadListeners.size + observers.reduce((n, o) => n + o.types.length, 0),
  }
}

describe('starting deferrable work once the page has settled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('does nothing before load, however long the page takes to load', () => {
    fakePage()
    const start = vi.fn()
    afterPageSettles(start)
    vi.advanceTimersByTime(60_000)
    expect(start).not.toHaveBeenCalled()
  })

  it('starts once after load when the main thread stays quiet for the quiet window', () => {
    const page = fakePage()
    const start = vi.fn()
    afterPageSettles(start, { quietMs: 1_000 })
    page.load()
    vi.advanceTimersByTime(999)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledOnce()
    page.report('longtask')
    vi.advanceTimersByTime(10_000)
    expect(start).toHaveBeenCalledOnce()
    expect(page.listening()).toBe(0)
  })

  it('waits while long tasks run and resources finish loading after load (a remote still starting)', () => {
    const page = fakePage()
    const start = vi.fn()
    afterPageSettles(start, { quietMs: 1_000, maxWaitMs: 10_000 })
    page.load()
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(800)
      page.report(i % 2 ? 'longtask' : 'resource')
    }
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_000)
    expect(start).toHaveBeenCalledOnce()
  })

  it('starts at the cap after load on a page that never settles', () => {
    const page = fakePage()
    const start = vi.fn()
    afterPageSettles(start, { quietMs: 1_000, maxWaitMs: 10_000 })
    page.load()
    // A long task every 500 ms: never a quiet second, up to 9.5 s after load.
    for (let t = 500; t < 10_000; t += 500) {
      vi.advanceTimersByTime(500)
      page.report('longtask')
    }
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(500)
    expect(start).toHaveBeenCalledOnce()
  })

  it('counts from now on a page that has already loaded', () => {
    fakePage({ loaded: true })
    const start = vi.fn()
    afterPageSettles(start, { quietMs: 1_000 })
    vi.advanceTimersByTime(1_000)
    expect(start).toHaveBeenCalledOnce()
  })

  it('waits for finished resources alone where the browser reports no long tasks', () => {
    const page = fakePage({ entryTypes: ['resource'] })
    const start = vi.fn()
    afterPageSettles(start, { quietMs: 1_000 })
    page.load()
    vi.advanceTimersByTime(900)
    page.report('resource')
    vi.advanceTimersByTime(900)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(start).toHaveBeenCalledOnce()
  })

  it('never starts once cancelled (the page left), and stops listening', () => {
    const page = fakePage()
    const start = vi.fn()
    const cancel = afterPageSettles(start)
    page.load()
    cancel()
    vi.advanceTimersByTime(60_000)
    expect(start).not.toHaveBeenCalled()
    expect(page.listening()).toBe(0)
  })
})
