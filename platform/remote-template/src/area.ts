import type { NavLink } from '@app/shared/domain/navigation.ts'
import { remoteByPackage } from '@app/shared/remotes.js'
import packageJson from '../package.json'

/**
 * This remote's row in the remotes table (shared/src/remotes.js), found by the name in its
 * package.json, as its rspack.config.mjs finds it: the folder's name is the only thing to set.
 */
export const AREA = remoteByPackage(packageJson.name)

/** The area's pages that need no parameter, for in-area navigation (standalone page, not-found page). */
export const AREA_LINKS: readonly NavLink[] = AREA.routes.filter((r) => !r.path.includes(':')).map((r) => ({ label: r.title, to: r.path }))
