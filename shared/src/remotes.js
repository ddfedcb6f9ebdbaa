// @ts-check
// The one table of PitchPath's front-end packages: the shell and each remote with its federation
// name, port, label and routes. Everything that lists remotes reads it: the shell's areas and
// fallbacks (bundled into the browser at build time), the build configs, the servers and their
// registry, the deploy command and the tests. Adding a remote is a copied folder plus one row here
// (docs/ARCHITECTURE.md, "Adding a remote").
//
// Plain JavaScript with JSDoc types, checked by tsc (allowJs + checkJs): Node 20 loads it as it is
// in the build configs and task runners, which run with no compile step, and Rspack bundles it
// into the shell like any other module of shared/.

/** Who may see an area: shell/src/routes/route-guard.tsx decides. */
/** @typedef {'public' | 'signedIn' | 'subscription'} Access */
/** `title` names the page in the browser tab and history (shell/src/routes/page-title.ts). */
/** @typedef {{ readonly path: string, readonly access: Access, readonly title: string }} RemoteRoute */

/** The shell: the host page every remote is loaded into. */
export const SHELL = /** @type {const} */ ({ pkg: 'shell', port: 3000 })

/**
 * The remotes. `pkg` is the workspace folder and package name, `federationName` the name its
 * container registers (fixed: a deployed build is refused under another), `label` how the shell
 * names the area to a person ("The Games area is not available right now"), `routes` the URLs it
 * renders. A remote's own <Routes> use the same absolute paths, so a URL works the same inside the
 * shell and on the remote's own server.
 */
export const REMOTES = /** @type {const} */ ([
  {
    pkg: 'mfe-goals',
    federationName: 'mfe_goals',
    port: 3001,
    label: 'Goals',
    routes: [
      { path: '/app/player-selection', access: 'public', title: 'Choose Your Playing Style' },
      { path: '/app/goal-creation', access: 'public', title: 'Create Your Goals' },
      { path: '/app/goal-creation/new', access: 'public', title: 'Create New Goal' },
      { path: '/app/goal-tracker', access: 'public', title: 'My Goals' },
      { path: '/app/dashboard', access: 'subscription', title: 'Dashboard' },
      { path: '/app/journey', access: 'signedIn', title: 'My Journey' },
      // The paid plans' "advanced analytics".
      { path: '/app/analytics', access: 'signedIn', title: 'My Analytics' },
      // The paid plans' "mindset tools".
      { path: '/app/mindset', access: 'signedIn', title: 'Mindset Tools' },
      // The drill library, readable signed out (a drill page is a landing page).
      { path: '/app/drills', access: 'public', title: 'Drill Library' },
      { path: '/app/drills/:slug', access: 'public', title: 'Drill' },
    ],
  },
  {
    pkg: 'mfe-games',
    federationName: 'mfe_games',
    port: 3002,
    label: 'Games',
    routes: [
      { path: '/app/games', access: 'public', title: 'Game Hub' },
      { path: '/app/games/decision-drill', access: 'public', title: 'Decision Drill' },
      { path: '/app/games/soccer-trivia', access: 'public', title: 'Soccer Trivia' },
      { path: '/app/games/reaction-master', access: 'public', title: 'Reaction Master' },
      { path: '/app/games/skill-challenge', access: 'public', title: 'Skill Challenge' },
      { path: '/app/achievements', access: 'signedIn', title: 'Achievement Center' },
    ],
  },
  {
    pkg: 'mfe-family',
    federationName: 'mfe_family',
    port: 3003,
    label: 'Family',
    routes: [
      { path: '/app/parent-dashboard', access: 'signedIn', title: 'Family Dashboard' },
      // The Parent plan's "family reports".
      { path: '/app/family/report', access: 'signedIn', title: 'Family Report' },
      { path: '/app/family/setup', access: 'public', title: 'Create Family Account' },
      { path: '/app/family/settings', access: 'signedIn', title: 'Family Settings' },
      { path: '/app/family/member/:memberId', access: 'signedIn', title: 'Family Member' },
      { path: '/app/family/verify-link', access: 'public', title: 'Verify Family Link' },
      // Where a parent approves a child under 13 (the link in their mail).
      { path: '/app/family/consent', access: 'public', title: "Approve Your Child's Account" },
      // Team groups and the weekly league (docs/features/family.md): no search, a team is found by its code.
      { path: '/app/teams', access: 'signedIn', title: 'Teams' },
      { path: '/app/teams/:groupId', access: 'signedIn', title: 'Team' },
    ],
  },
  {
    pkg: 'mfe-billing',
    federationName: 'mfe_billing',
    port: 3004,
    label: 'Plans',
    routes: [
      { path: '/app/plans', access: 'public', title: 'Plans' },
      { path: '/app/subscription', access: 'signedIn', title: 'Upgrade' },
    ],
  },
])

/** @typedef {(typeof REMOTES)[number]} Remote */
/** @typedef {Remote['federationName']} RemoteName */

/** The shell first, then the remotes: every package with a server of its own. */
export const FRONTENDS = /** @type {readonly ({ pkg: string, port: number, federationName?: string })[]} */ ([SHELL, ...REMOTES])

/**
 * The remote whose package is `pkg`; throws for anything else, naming the known ones.
 * @param {string} pkg
 * @returns {Remote}
 */
export function remoteByPackage(pkg) {
  const remote = REMOTES.find((r) => r.pkg === pkg)
  if (!remote) throw new Error(`'${pkg}' is not a remote. Known: ${REMOTES.map((r) => r.pkg).join(', ')}`)
  return remote
}
