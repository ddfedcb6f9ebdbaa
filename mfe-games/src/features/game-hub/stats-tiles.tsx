import { POINTS_PER_GAME_LEVEL } from '@app/shared/domain/games/game-level.ts'
import type { GameStats } from '@app/shared/schemas/games.ts'
import { ProgressBar } from '@app/shared/ui/progress-bar.tsx'

/** The hub's four tiles and the Game Level bar: game points only, never achievement points (docs/features/games.md). */
export function StatsTiles({ stats, young }: { stats: GameStats; young: boolean }) {
  const tiles = [
    { label: 'Game points', value: stats.total_points, testId: 'tile-total-points' },
    { label: 'Game Level', value: stats.level, testId: 'tile-level' },
    { label: 'Games Played', value: stats.games_played, testId: 'tile-games-played' },
    { label: 'Average Score', value: `${stats.average_score}%`, testId: 'tile-average-score' },
  ]
  const into = POINTS_PER_GAME_LEVEL - stats.points_to_next_level
  return (
    <section className="pp-hub__stats" aria-label="Your game stats">
      <ul className="pp-hub__tiles">
        {tiles.map((t) => (
          <li key={t.label} className="pp-card pp-hub__tile" data-testid={t.testId}>
            <span className="pp-hub__tile-value">{t.value}</span>
            <span className="pp-hub__tile-label">{t.label}</span>
          </li>
        ))}
      </ul>
      <div className="pp-card pp-hub__level">
        <p>
          Game Level {stats.level} ·{' '}
          <span data-testid="points-to-next-level">
            {young
              ? `${stats.points_to_next_level} more game points to reach Game Level ${stats.level + 1}!`
              : `${stats.points_to_next_level} game points to Game Level ${stats.level + 1}`}
          </span>
        </p>
        <ProgressBar
          percent={stats.progress_percent}
          label={`Progress to Game Level ${stats.level + 1}`}
          valueText={`${into} of ${POINTS_PER_GAME_LEVEL} game points`}
          testId="game-level-progress"
        />
      </div>
    </section>
  )
}
