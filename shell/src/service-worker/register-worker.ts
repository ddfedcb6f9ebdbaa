// Registers the service worker (sw.ts, built into dist/sw.js by the shell's production build) once
// the page has settled (after-page-settles.ts), and watches for a new one (the update prompt, worker-update.ts). In
// development (`npm run dev`, no worker is built) and in demo mode it removes any worker an earlier
// production run left on this origin, so nothing cached gets in the way.
import { isDemoMode } from '@app/shared/demo/demo-mode.ts'
import { updateWaiting } from './worker-update.ts'

// Replaced by the bundler (optimization.nodeEnv): 'production' in `rspack build` only.
declare const process: { env: { NODE_ENV?: string } }

export async function registerWorker(container: ServiceWorkerContainer): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || isDemoMode()) {
    const stale = await container.getRegistrations()
    await Promise.all(stale.map((registration) => registration.unregister()))
    return
  }
  // updateViaCache 'none': the browser always asks the server whether sw.js changed.
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' })
  // Only a worker that arrives while another controls the page is an update; the first one is not.
  const installed = (worker: ServiceWorker) => {
    if (container.controller) updateWaiting(worker)
  }
  if (registration.waiting) installed(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') installed(worker)
    })
  })
  // A tab left open learns of a new shell when it comes back into view, not only on a full load.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined)
  })
}
