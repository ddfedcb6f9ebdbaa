/**
 * Demo mode's answers for games, achievements and the family area (demo-backend.ts): the sample
 * player has played no games (they are scored by the server) and has no family.
 */
import { toAchievementCenter, toAchievementViews, toGameStats } from '@app/shared/domain/games/achievement-views.ts'
import { badgeStatsOf, type State } from '@app/shared/demo/demo-state.ts'
import { DEMO_MESSAGES, notAvailable, ok, type Route } from '@app/shared/demo/demo-answers.ts'

function achievementViews(s: State) {
  return toAchievementViews({ gamesPlayed: 0, bestPercent: {}, training: badgeStatsOf(s) }, { achievements: new Map(), badges: s.badges })
}

export const GAMES_FAMILY_ROUTES: Route[] = [
  ['GET', /^\/games\/stats$/, (s) => ok({ stats: toGameStats([], achievementViews(s)) })],
  ['GET', /^\/achievements$/, (s) => ok(toAchievementCenter(achievementViews(s)))],
  ['POST', /^\/games\//, () => notAvailable(DEMO_MESSAGES.gamesNotAvailable)],
  ['GET', /^\/family$/, () => ok({ family: null })],
]
