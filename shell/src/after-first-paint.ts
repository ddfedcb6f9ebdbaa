/**
 * Runs `start` in a task after the page's first contentful paint has been shown, for a page that
 * arrives drawn: nothing it shows waits for JavaScript, so no request should compete with its first
 * frame. The signal is the browser's own `first-contentful-paint` entry, delivered once the frame
 * was presented. A requestAnimationFrame callback (the previous signal) runs before the frame is
 * presented: the registry and the shell's chunks were then requested before the paint, and
 * Lighthouse counted them into the page's LCP (1.24-2.02 s on /app over 5 runs).
 * A hidden tab paints nothing, so it starts at once; a browser without paint timing starts after
 * its next frame; and if no paint is reported within `fallbackMs`, the page starts anyway.
 */
export function afterFirstPaint(start: () => void, { fallbackMs = 1_000 } = {}): void {
  let started = false
  // Not const: once() may run (and read it) before the observer exists.
  // eslint-disable-next-line prefer-const
  let observer: PerformanceObserver | undefined
  const timer = setTimeout(() => once(), fallbackMs)
  const onHidden = () => {
    if (document.visibilityState === 'hidden') once()
  }
  function once() {
    if (started) return
    started = true
    clearTimeout(timer)
    observer?.disconnect()
    document.removeEventListener('visibilitychange', onHidden)
    // A task of its own: the paint entry's callback may run inside the frame's own work.
    setTimeout(start, 0)
  }

  document.addEventListener('visibilitychange', onHidden)
  onHidden()
  if (started) return
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => once())
    return
  }
  observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once()
  })
  observer.observe({ type: 'paint', buffered: true })
}
