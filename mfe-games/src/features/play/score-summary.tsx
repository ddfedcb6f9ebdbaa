import { scoreColour } from '@app/shared/domain/games/score-feedback.ts'
import type { PlayTotals } from './play-totals.ts'

const VERDICT = { green: 'Excellent', yellow: 'Good effort', red: 'Keep practising' } as const

/** A play's score and percent, coloured by its band (≥80% green, ≥60% yellow, else red; docs/features/games.md). */
export function ScoreSummary({ totals }: { totals: PlayTotals }) {
  const colour = scoreColour(totals.percent)
  return (
    <div className={`pp-game-score pp-game-score--${colour}`} data-testid="final-score" data-colour={colour}>
      <p className="pp-game-score__points">
        <span data-testid="score-value">{totals.score}</span>/<span data-testid="max-score-value">{totals.maxScore}</span> points
      </p>
      <p className="pp-game-score__percent">
        {totals.percent}% · {VERDICT[colour]}
      </p>
    </div>
  )
}
