import { useEffect } from 'react'
import { afterPageSettles } from '../after-page-settles.ts'

/**
 * Registers the service worker once the page has settled (after-page-settles.ts), so its precaching
 * never competes with what the page itself needs first (docs/features/platform.md "Installable and
 * offline"). The code that registers arrives then too, off the first load.
 */
export function useWorkerRegistration(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    return afterPageSettles(() => {
      import('./register-worker.ts')
        .then(({ registerWorker }) => registerWorker(navigator.serviceWorker))
        .catch((error: unknown) => console.warn('[shell] service worker not registered', error))
    })
  }, [])
}
