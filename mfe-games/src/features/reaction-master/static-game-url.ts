import type { AgeGroup } from '@app/shared/domain/age-group.ts'

// Where this remote's files are served from (rspack's publicPath 'auto': the remoteEntry's folder),
// so the game page loads from the Games team's own server whichever host page embeds the remote.
declare const __webpack_public_path__: string | undefined

/** The static game page (mfe-games/public/reaction_master) with its age group and who may hear its result. */
export function staticGameUrl(ageGroup: AgeGroup, pageHref: string = window.location.href): URL {
  const base = new URL(typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/', pageHref)
  const url = new URL('reaction_master/index.html', base)
  url.searchParams.set('ageGroup', ageGroup)
  url.searchParams.set('parentOrigin', new URL(pageHref).origin)
  return url
}
