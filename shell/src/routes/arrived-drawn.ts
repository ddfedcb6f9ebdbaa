/**
 * The page the browser opened arrived drawn (a prerendered frame, or an area composed by the shell's
 * server): its first address, or null. The route guard keeps such a page's area while the session is
 * checked instead of replacing it with a spinner (docs/features/platform.md, "Signed-in pages arrive
 * drawn"). Set once by bootstrap.tsx, before React's first render.
 */
let drawnPath: string | null = null

export function markArrivedDrawn(pathname: string): void {
  drawnPath = pathname
}

/**
 * Whether `pathname` is the page that arrived drawn. The build's prerender (Node, no window) draws
 * every frame this way, so the browser's first render of a drawn page is the same HTML.
 */
export function arrivedDrawn(pathname: string): boolean {
  return typeof window === 'undefined' || drawnPath === pathname
}
