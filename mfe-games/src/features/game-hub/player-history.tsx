import type { GameStats } from '@app/shared/schemas/games.ts'
import { GameHistory } from './game-history.tsx'
import { RecentAchievements } from './recent-achievements.tsx'

/**
 * Below the games: its height depends on the plays and achievements, so it pushes nothing above it
 * (docs/features/games.md, "The hub's layout"). Its own chunk, fetched once the stats arrive: the
 * page's first load does not parse the chart, and drawing it is its own task after the tiles'.
 */
export function PlayerHistory({ stats, young }: { stats: GameStats; young: boolean }) {
  return (
    <>
      <GameHistory plays={stats.recent_plays} young={young} />
      <RecentAchievements achievements={stats.recent_achievements} young={young} />
    </>
  )
}
