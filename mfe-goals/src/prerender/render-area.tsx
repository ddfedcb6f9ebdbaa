// Built for Node by the remote's production build (build-config/area-prerender-plugin.mjs): My
// Goals' HTML, which the shell's server puts into its page so it shows before any JavaScript.
import { prerenderRoute } from '@app/shared/routing/server.tsx'
import App from '../app.tsx'

/**
 * The same for every visitor until the session is known, and no form to type into before it is: My
 * Goals (public), and the dashboard's frame (its greeting and the grid's place), which the shell's
 * server sends only to a browser that has a session (docs/features/platform.md, "Signed-in pages
 * arrive drawn").
 */
export const PRERENDERED_PATHS = ['/app/goal-tracker', '/app/dashboard'] as const

export function renderArea(path: string): Promise<string> {
  return prerenderRoute(path, <App />)
}
