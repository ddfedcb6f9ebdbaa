import type { RemoteName } from '../remotes/remote-names.ts'
import type { Access } from './route-guard.tsx'

/** `title` names the page in the browser tab and history (routes/page-title.ts). */
export type Area = { path: string; remote: RemoteName; access: Access; title: string }

/**
 * Which remote renders which URL, and who may see it (spec §2). The remote's own <Routes> use the
 * same absolute paths, so a URL works the same inside the shell and on the remote's own server.
 */
export const AREAS: readonly Area[] = [
  { path: '/app/player-selection', remote: 'mfe_goals', access: 'public', title: 'Choose Your Playing Style' },
  { path: '/app/goal-creation', remote: 'mfe_goals', access: 'public', title: 'Create Your Goals' },
  { path: '/app/goal-creation/new', remote: 'mfe_goals', access: 'public', title: 'Create New Goal' },
  { path: '/app/goal-tracker', remote: 'mfe_goals', access: 'public', title: 'My Goals' },
  { path: '/app/dashboard', remote: 'mfe_goals', access: 'subscription', title: 'Dashboard' },
  { path: '/app/journey', remote: 'mfe_goals', access: 'signedIn', title: 'My Journey' },
  // Beyond the spec's table: the paid plans' "advanced analytics" (spec §6).
  { path: '/app/analytics', remote: 'mfe_goals', access: 'signedIn', title: 'My Analytics' },
  // Beyond the spec's table: the paid plans' "mindset tools" (spec §6).
  { path: '/app/mindset', remote: 'mfe_goals', access: 'signedIn', title: 'Mindset Tools' },
  { path: '/app/games', remote: 'mfe_games', access: 'public', title: 'Game Hub' },
  { path: '/app/games/decision-drill', remote: 'mfe_games', access: 'public', title: 'Decision Drill' },
  { path: '/app/games/soccer-trivia', remote: 'mfe_games', access: 'public', title: 'Soccer Trivia' },
  { path: '/app/games/reaction-master', remote: 'mfe_games', access: 'public', title: 'Reaction Master' },
  { path: '/app/games/skill-challenge', remote: 'mfe_games', access: 'public', title: 'Skill Challenge' },
  { path: '/app/achievements', remote: 'mfe_games', access: 'signedIn', title: 'Achievement Center' },
  { path: '/app/parent-dashboard', remote: 'mfe_family', access: 'signedIn', title: 'Family Dashboard' },
  // Beyond the spec's table: the Parent plan's "family reports" (spec §6).
  { path: '/app/family/report', remote: 'mfe_family', access: 'signedIn', title: 'Family Report' },
  { path: '/app/family/setup', remote: 'mfe_family', access: 'public', title: 'Create Family Account' },
  { path: '/app/family/settings', remote: 'mfe_family', access: 'signedIn', title: 'Family Settings' },
  { path: '/app/family/member/:memberId', remote: 'mfe_family', access: 'signedIn', title: 'Family Member' },
  { path: '/app/family/verify-link', remote: 'mfe_family', access: 'public', title: 'Verify Family Link' },
  // Beyond the spec's table: where a parent approves a child under 13 (the link in their mail).
  { path: '/app/family/consent', remote: 'mfe_family', access: 'public', title: "Approve Your Child's Account" },
  { path: '/app/plans', remote: 'mfe_billing', access: 'public', title: 'Plans' },
  { path: '/app/subscription', remote: 'mfe_billing', access: 'signedIn', title: 'Upgrade' },
]

/**
 * The area a pathname belongs to, or undefined (then the shell shows its 404 page). Matched here,
 * segment by segment as the router matches these paths (case-insensitive, a trailing slash allowed,
 * `:param` one non-empty segment), not with the router's matchPath: the entry script (index.ts) asks
 * this before any shared module is loaded, to start the area's remote at once.
 */
export function findArea(pathname: string): Area | undefined {
  const segments = pathname.replace(/(.)\/$/, '$1').toLowerCase().split('/')
  return AREAS.find((area) => {
    const pattern = area.path.toLowerCase().split('/')
    return pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
  })
}
