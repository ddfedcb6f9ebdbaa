// @ts-check
// The one list of the API reads each page of the site makes when it loads: `npm run bench` measures
// every route named here (scripts/bench.mjs), and edge-api/src/openapi/page-reads.test.ts checks each
// is a GET of the OpenAPI document, that every page of the site is listed, and that every read the
// API client can make is either here or named in NOT_ON_LOAD.
//
// Plain JavaScript with JSDoc types, as remotes.js: the bench runs on Node with no compile step.

/**
 * Who makes the read: `player` the demo Pro player (Maya), `parent` the demo family admin (Sam),
 * `member` a player of a team, `visitor` nobody signed in. The bench sends that person's cookie.
 * @typedef {'player' | 'parent' | 'member' | 'visitor'} Reader
 */

/**
 * `route` is the OpenAPI path (its `{param}`s filled in by the bench from its own fixtures);
 * `query` the query string the page sends, if any.
 * @typedef {{ readonly route: string, readonly query?: string, readonly as: Reader }} PageRead
 */

/** The shell's session read: every page of the app starts with it (shared/src/early/early-reads.ts). */
/** @type {readonly PageRead[]} */
export const EVERY_PAGE = [{ route: '/api/auth/session', as: 'player' }]

/**
 * Each page route of the site (the shell's pages and every remote's routes, as in remotes.js) and
 * the reads it makes on load for a signed-in person (or a visitor where the page is public).
 * @type {Readonly<Record<string, readonly PageRead[]>>}
 */
export const PAGE_READS = {
  '/': [],
  '/app': [],
  '/app/features': [],
  '/app/privacy': [],
  '/app/terms': [],
  '/app/auth': [],
  '/app/forgot-password': [],
  '/app/reset-password': [],
  '/app/account': [
    { route: '/api/me/two-factor', as: 'player' },
    { route: '/api/me/sessions', as: 'player' },
    { route: '/api/me/time-zone', as: 'player' },
  ],
  '/app/reminders/stop': [],
  // mfe-goals
  '/app/player-selection': [],
  '/app/goal-creation': [],
  '/app/goal-creation/new': [{ route: '/api/goals/templates', as: 'player' }],
  '/app/goal-tracker': [{ route: '/api/goals', as: 'player' }],
  '/app/dashboard': [
    { route: '/api/dashboard', as: 'player' },
    // DASHBOARD_READS (shared/src/domain/dashboard-reads.ts; the test checks they match): what the
    // cards ask one by one when the page is reached by a link inside the app.
    { route: '/api/progress/level', as: 'player' },
    { route: '/api/progress/streak', as: 'player' },
    { route: '/api/progress/skills', as: 'player' },
    { route: '/api/progress/badges', as: 'player' },
    { route: '/api/training', query: '?limit=3', as: 'player' },
    { route: '/api/training/stats', query: '?days=7', as: 'player' },
    { route: '/api/goals/sessions/upcoming', query: '?limit=4', as: 'player' },
    { route: '/api/plan/this-week', as: 'player' },
    { route: '/api/check-ins', as: 'player' },
  ],
  '/app/journey': [{ route: '/api/journey', query: '?offset=0', as: 'player' }],
  '/app/analytics': [{ route: '/api/progress/report', query: '?period=week', as: 'player' }],
  '/app/mindset': [{ route: '/api/mindset/entries', as: 'player' }],
  '/app/drills': [{ route: '/api/drills', as: 'visitor' }],
  '/app/drills/:slug': [{ route: '/api/drills/{slug}', as: 'visitor' }],
  // mfe-games
  '/app/games': [
    { route: '/api/games/cards', as: 'player' },
    { route: '/api/games/stats', as: 'player' },
    { route: '/api/games/daily', as: 'player' },
  ],
  '/app/games/decision-drill': [],
  '/app/games/soccer-trivia': [{ route: '/api/games/plays/current', query: '?game=soccer-trivia', as: 'player' }],
  '/app/games/reaction-master': [],
  '/app/games/skill-challenge': [],
  '/app/achievements': [{ route: '/api/achievements', as: 'player' }],
  // mfe-family
  '/app/parent-dashboard': [{ route: '/api/family/dashboard', as: 'parent' }],
  '/app/family/report': [{ route: '/api/family/report', query: '?period=week', as: 'parent' }],
  '/app/family/setup': [{ route: '/api/family', as: 'parent' }],
  '/app/family/settings': [
    { route: '/api/family', as: 'parent' },
    { route: '/api/family/dashboard', as: 'parent' },
    { route: '/api/family/audit', as: 'parent' },
  ],
  '/app/family/member/:memberId': [{ route: '/api/family/members/{id}', as: 'parent' }],
  '/app/family/verify-link': [],
  '/app/family/consent': [],
  '/app/teams': [{ route: '/api/teams', as: 'member' }],
  '/app/teams/:groupId': [{ route: '/api/teams/{id}', as: 'member' }],
  // mfe-billing
  '/app/plans': [{ route: '/api/billing/plan-requests', as: 'player' }],
  '/app/subscription': [
    { route: '/api/billing/config', as: 'player' },
    { route: '/api/billing/plan-requests', as: 'player' },
  ],
}

/**
 * Reads the API client can make that no page makes on load, and when they are made instead.
 * @type {Readonly<Record<string, string>>}
 */
export const NOT_ON_LOAD = {
  '/api/me/export': 'on "Download my data"',
  '/api/family/members/{id}/export': 'on a parent\'s "Download this child\'s data"',
  '/api/family/activity': "on the family dashboard's Activity Feed tab",
  '/api/goals/{id}': "when a goal's sessions are opened",
  '/api/billing/subscription': 'after a payment, until the plan changes',
  '/api/push/key': 'when reminders on this device are turned on',
  '/api/teams/{id}/league': 'by no page today: the team page has the league within GET /api/teams/{id}',
}

/** Every distinct read of the list, in page order: the routes the bench measures. */
export function pageLoadReads() {
  /** @type {Map<string, PageRead>} */
  const reads = new Map()
  for (const read of [...EVERY_PAGE, ...Object.values(PAGE_READS).flat()]) {
    const key = read.route + (read.query ?? '')
    if (!reads.has(key)) reads.set(key, read)
  }
  return [...reads.values()]
}
