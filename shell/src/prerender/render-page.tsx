// Built for Node by rspack.prerender.config.mjs and run by shell/prerender.mjs after the browser
// build: the public pages' HTML, so a phone paints them before any JavaScript has arrived.
import { prerenderRoute } from '@app/shared/routing/server.tsx'
import { AppPages } from '../app.tsx'
import { AREAS } from '../routes/areas.ts'
import { PRERENDERED_PATHS } from './prerendered-paths.ts'

export { pageTitle } from '../routes/page-title.ts'

export { PRERENDERED_PATHS }

/**
 * Prerendered pages that ship no JavaScript at all: the dark landing is a screen of its own
 * (docs/features/platform.md) whose every control is a plain link, so booting React there would only cost a phone time before and
 * after its first paint. Its page prefetches the shell's entry instead, for the page a link opens.
 */
export const SCRIPT_FREE_PATHS: readonly (typeof PRERENDERED_PATHS)[number][] = ['/']

/**
 * The areas without a parameter in the path: prerendered as frames, the shell's layout around an
 * empty outlet. The shell's server fills the outlet with the remote's own prerendered area when the
 * remote has one (platform/src/compose-area.mjs); without it the page is drawn in the browser. A
 * signed-in area's frame is sent only to a browser with a session (platform/src/serve-static.mjs).
 */
export const AREA_FRAME_PATHS = AREAS.filter((a) => !a.path.includes(':')).map((a) => a.path)

/** The inner HTML of #root for `path`, as the browser's first render will draw it: signed out, loading. */
export function renderPage(path: string): Promise<string> {
  return prerenderRoute(path, <AppPages />)
}
