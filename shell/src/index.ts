// Async boundary: Module Federation must negotiate the shared modules (React, the router, the
// store...) before any code that uses them runs, so everything starts from a dynamic import.
import { loadRegistry } from './remotes/remote-registry.ts'

// Ask for the remote registry at once (it needs nothing shared), so an area's remote can start
// loading as soon as the bootstrap runs; a failure is retried when an area needs the registry.
loadRegistry().catch(() => undefined)

const start = () =>
  import('./bootstrap.tsx').catch((error: unknown) => {
    console.error('[shell] failed to start', error)
  })

// A prerendered page is already drawn: let the browser paint it before the federation runtime's
// long first task (~350 ms on a slow phone). A background tab has no frames: the timer goes instead.
if (document.getElementById('root')?.firstElementChild) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    void start()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 100)
} else {
  void start()
}
