import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint.ts'

/** A page as afterFirstPaint sees it: its visibility, its frames and the paint entries it reports. */
function fakePage({ hidden = false, paintTiming = true } = {}) {
  const listeners = new Set<() => void>()
  const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = []
  let frames: (() => void)[] = []
  const page = {
    visibilityState: hidden ? 'hidden' : 'visible',
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource']
    private readonly entry: { callback: PerformanceObserverCallback; connected: boolean }
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, connected: false }
      observers.push(this.entry)
    }
    observe() {
      this.entry.connected = true
    }
    disconnect() {
      this.entry.connected = false
    }
  }
  vi.stubGlobal('document', page)
  vi.stubGlobal('PerformanceObserver', Observer)
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn))
  return {
    paint(name: string) {
      const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList
      for (const o of observers) if (o.connected) o.callback(list, {} as PerformanceObserver)
    },
    frame() {
      const due = frames
      frames = []
      for (const fn of due) fn()
    },
    hide() {
      page.visibilityState = 'hidden'
      for (const fn of [...listeners]) fn()
    },
    listening: () => listeners.size + observers.filter((o) => o.connected).length,
  }
}

describe('starting a drawn page after its first contentful paint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the first-contentful-paint entry, then starts once, in a task of its own', () => {
    const page = fakePage()
    const start = vi.fn()
    afterFirstPaint(start)
    page.frame()
    page.paint('first-paint')
    vi.advanceTimersByTime(0)
    expect(start).not.toHaveBeenCalled()

    page.paint('first-contentful-paint')
    expect(start, 'not inside the paint callback').not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(start).toHaveBeenCalledTimes(1)

    page.paint('first-contentful-paint')
    vi.advanceTimersByTime(5_000)
    expect(start).toHaveBeenCalledTimes(1)
    expect(page.listening(), 'observer and listener removed').toBe(0)
  })

  it('starts at once in a hidden tab, which paints nothing', () => {
    fakePage({ hidden: true })
    const start = vi.fn()
    afterFirstPaint(start)
    vi.advanceTimersByTime(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts when the tab is hidden before its paint', () => {
    const page = fakePage()
    const start = vi.fn()
    afterFirstPaint(start)
    page.hide()
    vi.advanceTimersByTime(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts after the next frame in a browser without paint timing', () => {
    const page = fakePage({ paintTiming: false })
    const start = vi.fn()
    afterFirstPaint(start)
    vi.advanceTimersByTime(0)
    expect(start).not.toHaveBeenCalled()
    page.frame()
    vi.advanceTimersByTime(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts anyway when no paint is reported in time', () => {
    fakePage()
    const start = vi.fn()
    afterFirstPaint(start, { fallbackMs: 1_000 })
    vi.advanceTimersByTime(999)
    expect(start).not.toHaveBeenCalled()
    // The fallback at 1,000 ms, then the start's own task (fake timers make it 1 ms later).
    vi.advanceTimersByTime(2)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
