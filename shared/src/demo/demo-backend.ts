/**
 * Demo mode's stand-in for the edge API, in the browser (docs/features/platform.md): the API
 * client answers every call from here when isDemoMode(). Inputs are checked with the API's own
 * zod schemas and every number comes from the same shared rules the API uses (XP, level, streak,
 * skills, badges, weekly progress, achievements, the weekly plan) and the drill library is the API's
 * own content. State lives in memory for the visit; nothing is sent anywhere. What needs the server
 * (password reset and update, games scored by the server, family accounts, teams, payments) answers
 * a clear "not available in demo mode".
 *
 * The parts: demo-state.ts (the sample player's state), demo-answers.ts (answer shapes) and the
 * route tables by area, demo-routes-*.ts, matched here in order.
 */
import { type DemoAnswer, fail, notAvailable, type Route } from '@app/shared/demo/demo-answers.ts'
import { ACCOUNT_ROUTES } from '@app/shared/demo/demo-routes-account.ts'
import { DRILL_ROUTES } from '@app/shared/demo/demo-routes-drills.ts'
import { GAMES_FAMILY_ROUTES } from '@app/shared/demo/demo-routes-games-family.ts'
import { GOAL_ROUTES } from '@app/shared/demo/demo-routes-goals.ts'
import { PROGRESS_ROUTES } from '@app/shared/demo/demo-routes-progress.ts'
import { current, resetDemoState } from '@app/shared/demo/demo-state.ts'

export { DEMO_MESSAGES, type DemoAnswer } from '@app/shared/demo/demo-answers.ts'

// The areas' paths do not overlap, so their order here does not change which route answers.
const ROUTES: Route[] = [...ACCOUNT_ROUTES, ...GOAL_ROUTES, ...PROGRESS_ROUTES, ...GAMES_FAMILY_ROUTES, ...DRILL_ROUTES]

/** Answers one API call as the edge API would, from the demo state. */
export function answerDemo(method: string, path: string, body: unknown): DemoAnswer {
  const [pathname, search = ''] = path.split('?') as [string, string?]
  const s = current()
  for (const [m, pattern, handler, open] of ROUTES) {
    const match = m === method ? pathname.match(pattern) : null
    if (!match) continue
    if (!open && !s.signedIn) return fail(401, 'UNAUTHENTICATED', 'Please sign in to continue')
    return handler(s, body, new URLSearchParams(search), match.slice(1).map(decodeURIComponent))
  }
  return notAvailable()
}

/** Starts the demo over (tests). */
export function resetDemo(): void {
  resetDemoState()
}
