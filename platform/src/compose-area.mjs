// @ts-check
// Server-side composition of an area page: the shell's prerendered frame of the page (its layout
// around an empty outlet, shell/prerender.mjs) filled with the remote's own prerendered area
// (build-config/area-prerender-plugin.mjs), fetched from wherever the registry says that remote's
// current version is served. Each team still builds and deploys alone: the remote's HTML comes from
// the remote's build, at request time, like its JavaScript. Anything missing or slow gives `null`,
// and the page is then drawn in the browser as before; a composition never blocks or breaks a page.

/** The empty element the frame holds where the remote's area goes (shell/src/remotes/remote-slot.tsx). */
export const OUTLET = /<div data-remote-outlet="([a-z_]+)"><\/div>/
const STYLESHEET = /^styles\.[0-9a-f]+\.css$/
export const FRAGMENT_TIMEOUT_MS = 800

/** @typedef {{ html: string, stylesheets: string[] }} AreaFragment */

/** The remote whose outlet the frame holds, or null. */
export const outletRemote = (/** @type {string} */ frame) => OUTLET.exec(frame)?.[1] ?? null

/**
 * The area's prerendered HTML and stylesheet file names from the remote's server (entry: its
 * remoteEntry.js URL as this server reaches it), or null.
 * @param {string} entry
 * @param {string} path
 * @returns {Promise<AreaFragment | null>}
 */
export async function fetchAreaFragment(entry, path, timeoutMs = FRAGMENT_TIMEOUT_MS) {
  try {
    const res = await fetch(new URL(`prerendered${path}/area.json`, entry), { signal: AbortSignal.timeout(timeoutMs) })
    if (!res.ok) return null
    const { html, stylesheets } = /** @type {{ html?: unknown, stylesheets?: unknown }} */ (await res.json())
    if (
      typeof html !== 'string' ||
      !Array.isArray(stylesheets) ||
      !stylesheets.every((/** @type {unknown} */ s) => typeof s === 'string' && STYLESHEET.test(s))
    )
      return null
    return { html, stylesheets }
  } catch {
    return null // down, slow or not JSON: the browser draws the area instead
  }
}

/**
 * The frame with the area in its outlet and the area's stylesheets in its <head>, linked beside the
 * remote's entry as the browser knows it (`publicEntry`, from the page's registry): the CSP allows
 * that origin, and the remote's chunk loader, finding the same URL, does not fetch it again.
 * @param {string} frame
 * @param {AreaFragment} fragment
 * @param {string} publicEntry
 */
export function composeArea(frame, { html, stylesheets }, publicEntry) {
  if (!OUTLET.test(frame)) throw new Error('the frame has no remote outlet')
  const links = stylesheets.map((file) => `<link rel="stylesheet" href="${new URL(file, publicEntry).href}">`).join('')
  // Replacer functions: a "$&" in the area's text must stay text, not a replacement pattern.
  return frame.replace('</head>', () => `${links}</head>`).replace(OUTLET, () => html)
}
