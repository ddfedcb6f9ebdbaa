// Built for Node by the remote's production build (build-config/area-prerender-plugin.mjs): My
// Goals' HTML, which the shell's server puts into its page so it shows before any JavaScript.
import { prerenderRoute } from '@app/shared/routing/server.tsx'
import App from '../app.tsx'

/** Public, the same for every visitor until the session is known, and no form to type into. */
export const PRERENDERED_PATHS = ['/app/goal-tracker'] as const

export function renderArea(path: string): Promise<string> {
  return prerenderRoute(path, <App />)
}
