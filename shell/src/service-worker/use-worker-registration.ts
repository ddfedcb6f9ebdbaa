import { useEffect } from 'react'

/**
 * Registers the service worker once the page has loaded, so its precaching never competes with
 * what the page itself needs first (docs/features/platform.md "Installable and offline"). The code
 * that registers arrives then too, off the first load.
 */
export function useWorkerRegistration(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const register = () => {
      import('./register-worker.ts')
        .then(({ registerWorker }) => registerWorker(navigator.serviceWorker))
        .catch((error: unknown) => console.warn('[shell] service worker not registered', error))
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
}
