import { Link } from '@app/shared/routing/index.ts'
import type { LevelView } from '@app/shared/schemas/progress.ts'
import { ProgressBar } from '@app/shared/ui/progress-bar.tsx'

export type LevelCardProps = { level: LevelView }

/**
 * Player Level, its title, total XP and the way to the next level (docs/features/training-and-progress.md), and the
 * way to My Journey, which the top navigation does not list.
 */
export function LevelCard({ level }: LevelCardProps) {
  const atTop = level.next_level_cost === null
  return (
    <div className="pp-level">
      <div className="pp-level__head">
        <p className="pp-level__number" data-testid="player-level">
          Player Level {level.level}
        </p>
        <p className="pp-level__title" data-testid="level-title">
          {level.title}
        </p>
      </div>
      <p className="pp-level__total">
        Training XP: <strong data-testid="total-xp">{level.total_xp} XP</strong> earned in all
      </p>
      {atTop ? (
        <p data-testid="level-top">You have reached the top level. Legendary!</p>
      ) : (
        <>
          <ProgressBar
            percent={level.progress_percent}
            label={`Progress to Player Level ${level.level + 1}`}
            valueText={`${level.current_xp} of ${level.next_level_cost} XP`}
            testId="level-progress"
          />
          <p className="pp-level__numbers">
            <span data-testid="level-xp">
              {level.current_xp} / {level.next_level_cost} XP
            </span>
            <span data-testid="xp-to-next">
              {level.xp_to_next_level} XP to Player Level {level.level + 1}
            </span>
          </p>
        </>
      )}
      <Link className="pp-level__journey" to="/app/journey">
        See My Journey
      </Link>
    </div>
  )
}
