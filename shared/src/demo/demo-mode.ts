/**
 * Demo mode (docs/features/platform.md): the front end runs on in-browser fixture data with no API. The front-end
 * servers started by `npm run demo` mark every page with this meta tag; nothing else turns it on.
 */
export const DEMO_META_NAME = 'pitchpath-mode'

export function isDemoMode(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`meta[name="${DEMO_META_NAME}"]`)?.getAttribute('content') === 'demo'
}
