import { REMOTES } from '@app/shared/remotes.js'
import type { RemoteName } from '../remotes/remote-names.ts'
import type { Access } from './route-guard.tsx'

/** `title` names the page in the browser tab and history (routes/page-title.ts). */
export type Area = { path: string; remote: RemoteName; access: Access; title: string }

/**
 * Which remote renders which URL, and who may see it: each remote's routes in the remotes table
 * (shared/src/remotes.js). The remote's own <Routes> use the same absolute paths, so a URL works the
 * same inside the shell and on the remote's own server.
 */
export const AREAS: readonly Area[] = REMOTES.flatMap((r) => r.routes.map((route) => ({ ...route, remote: r.federationName })))

/**
 * The area a pathname belongs to, or undefined (then the shell shows its 404 page). Matched here,
 * segment by segment as the router matches these paths (case-insensitive, a trailing slash allowed,
 * `:param` one non-empty segment), not with the router's matchPath: the entry script (index.ts) asks
 * this before any shared module is loaded, to start the area's remote at once.
 */
export function findArea(pathname: string): Area | undefined {
  const segments = pathname
    .replace(/(.)\/$/, '$1')
    .toLowerCase()
    .split('/')
  return AREAS.find((area) => {
    const pattern = area.path.toLowerCase().split('/')
    return (
      pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    )
  })
}
