import type { AchievementView } from '@app/shared/schemas/games.ts'
import { ProgressBar } from '@app/shared/ui/progress-bar.tsx'
import { nextMilestone } from './next-milestone.ts'

/** The achievement the player is closest to, so there is always a next step in view. */
export function NextMilestone({ achievements }: { achievements: readonly AchievementView[] }) {
  const next = nextMilestone(achievements)
  return (
    <section className="pp-card pp-achievements__next" aria-labelledby="next-milestone-title" data-testid="next-milestone">
      <h2 id="next-milestone-title">Next Milestone</h2>
      {next ? (
        <>
          <p>
            <strong>{next.name}</strong> ({next.points} pts): {next.description}
          </p>
          <ProgressBar
            percent={next.total > 0 ? (next.progress / next.total) * 100 : 0}
            label={`Progress toward ${next.name}`}
            valueText={`${next.progress} of ${next.total}`}
          />
          <p>
            {next.progress}/{next.total}
          </p>
        </>
      ) : (
        <p>You have earned every achievement. Legendary!</p>
      )}
    </section>
  )
}
