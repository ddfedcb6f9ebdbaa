/**
 * Runs `start` once the page has settled: its `load` event has fired, and then for `quietMs` the
 * main thread has run no long task and no resource has finished loading. Work that can wait (the
 * service worker's install, which fetches and stores the whole shell and each remote) then never
 * competes with the page's own start: on a 2-core machine that install, begun at `load`, ran
 * 150 ms of the worker thread's CPU while the dashboard's remote was still loading and drawing, and
 * stretched the page's tasks to 2-4 times their CPU time (Lighthouse's Total Blocking Time).
 *
 * `load` alone is too early here: a page that arrives drawn fires it before its app starts, since
 * the shell's chunks and the area's remote are asked for after the first paint (after-first-paint.ts).
 * A page that never settles (a game's animation) still runs `start` `maxWaitMs` after `load`; a
 * browser that reports no long tasks waits for the finished resources alone.
 */
export function afterPageSettles(start: () => void, { quietMs = 1_000, maxWaitMs = 10_000 } = {}): () => void {
  let done = false
  let quietTimer: ReturnType<typeof setTimeout> | undefined
  let capTimer: ReturnType<typeof setTimeout> | undefined
  let observer: PerformanceObserver | undefined

  const stop = () => {
    done = true
    clearTimeout(quietTimer)
    clearTimeout(capTimer)
    observer?.disconnect()
    window.removeEventListener('load', loaded)
  }
  const settle = () => {
    if (done) return
    stop()
    start()
  }
  const busy = () => {
    if (done) return
    clearTimeout(quietTimer)
    quietTimer = setTimeout(settle, quietMs)
  }
  function loaded() {
    if (done) return
    capTimer = setTimeout(settle, maxWaitMs)
    const supported = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? [])
    const watched = ['longtask', 'resource'].filter((type) => supported.includes(type))
    if (watched.length > 0) {
      observer = new PerformanceObserver(busy)
      for (const type of watched) observer.observe({ type })
    }
    busy()
  }

  if (document.readyState === 'complete') loaded()
  else window.addEventListener('load', loaded)
  return stop
}
