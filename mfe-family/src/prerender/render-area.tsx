// Built for Node by the remote's production build (build-config/area-prerender-plugin.mjs): the
// Family Dashboard's frame, which the shell's server puts into its page for a browser with a
// session, so its heading shows before any JavaScript (docs/features/platform.md, "Signed-in pages
// arrive drawn").
import { prerenderRoute } from '@app/shared/routing/server.tsx'
import App from '../app.tsx'

/** The same for every visitor until the session is known, and no form to type into before it is. */
export const PRERENDERED_PATHS = ['/app/parent-dashboard'] as const

export function renderArea(path: string): Promise<string> {
  return prerenderRoute(path, <App />)
}
