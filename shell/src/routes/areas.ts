import { matchPath } from '@app/shared/routing/index.ts'
import type { RemoteName } from '../remotes/remote-names.ts'
import type { Access } from './route-guard.tsx'

export type Area = { path: string; remote: RemoteName; access: Access }

/**
 * Which remote renders which URL, and who may see it (spec §2). The remote's own <Routes> use the
 * same absolute paths, so a URL works the same inside the shell and on the remote's own server.
 */
export const AREAS: readonly Area[] = [
  { path: '/app/player-selection', remote: 'mfe_goals', access: 'public' },
  { path: '/app/goal-creation', remote: 'mfe_goals', access: 'public' },
  { path: '/app/goal-creation/new', remote: 'mfe_goals', access: 'public' },
  { path: '/app/goal-tracker', remote: 'mfe_goals', access: 'public' },
  { path: '/app/dashboard', remote: 'mfe_goals', access: 'subscription' },
  { path: '/app/journey', remote: 'mfe_goals', access: 'signedIn' },
  { path: '/app/games', remote: 'mfe_games', access: 'public' },
  { path: '/app/games/decision-drill', remote: 'mfe_games', access: 'public' },
  { path: '/app/games/soccer-trivia', remote: 'mfe_games', access: 'public' },
  { path: '/app/games/reaction-master', remote: 'mfe_games', access: 'public' },
  { path: '/app/games/skill-challenge', remote: 'mfe_games', access: 'public' },
  { path: '/app/achievements', remote: 'mfe_games', access: 'signedIn' },
  { path: '/app/parent-dashboard', remote: 'mfe_family', access: 'signedIn' },
  { path: '/app/family/setup', remote: 'mfe_family', access: 'public' },
  { path: '/app/family/settings', remote: 'mfe_family', access: 'signedIn' },
  { path: '/app/family/member/:memberId', remote: 'mfe_family', access: 'signedIn' },
  { path: '/app/family/verify-link', remote: 'mfe_family', access: 'public' },
  // Beyond the spec's table: where a parent approves a child under 13 (the link in their mail).
  { path: '/app/family/consent', remote: 'mfe_family', access: 'public' },
  { path: '/app/plans', remote: 'mfe_billing', access: 'public' },
  { path: '/app/subscription', remote: 'mfe_billing', access: 'signedIn' },
]

/** The area a pathname belongs to, or undefined (then the shell shows its 404 page). */
export function findArea(pathname: string): Area | undefined {
  return AREAS.find((a) => matchPath({ path: a.path, end: true }, pathname))
}
