import { scorePercent } from '@app/shared/domain/games/game-level.ts'
import type { Feedback, FinishPlayResponse, Play } from '@app/shared/schemas/games.ts'

export type PlayTotals = { score: number; maxScore: number; percent: number; saved: boolean }

/**
 * What the results screen shows. A saved play shows the server's result; a signed-out play (or one
 * whose save failed) adds up the server's per-answer feedback, counting an unanswered question at
 * its full value (Trivia's clock can end a play early) so the percent is never flattered.
 */
export function playTotals(play: Play, feedback: readonly (Feedback | null)[], finished: FinishPlayResponse | null): PlayTotals {
  if (finished) return { score: finished.result.score, maxScore: finished.result.max_score, percent: finished.result.percent, saved: true }
  let score = 0
  let maxScore = 0
  const items = play.scenarios.length > 0 ? play.scenarios : play.questions
  items.forEach((item, i) => {
    const f = feedback[i]
    score += f?.points ?? 0
    maxScore += f?.max_points ?? ('points' in item ? item.points : 0)
  })
  return { score, maxScore, percent: scorePercent(score, maxScore), saved: false }
}
