import type { AgeGroup } from '../age-group.ts'

/** Decision Drill's score colour (docs/features/games.md): 80% or more green, 60% or more yellow, below red. */
export type ScoreColour = 'green' | 'yellow' | 'red'
export function scoreColour(percent: number): ScoreColour {
  return percent >= 80 ? 'green' : percent >= 60 ? 'yellow' : 'red'
}

/** Reaction Master's mode label by age group (docs/features/games.md). */
export function reactionModeLabel(ageGroup: AgeGroup): string {
  return ageGroup === '8-12' ? 'Young Players Mode' : ageGroup === '13-17' ? 'Teen Players Mode' : 'Adult/Pro Level Mode'
}

const REACTION_FEEDBACK = {
  young: {
    high: 'Amazing reflexes! You were lightning fast out there!',
    mid: 'Great job! Keep practising and you will be even quicker!',
    low: 'Nice try! Every game makes your reactions faster. Play again!',
  },
  older: {
    high: 'Excellent reactions. That is match-ready sharpness.',
    mid: 'Solid reactions. A few more rounds will sharpen them further.',
    low: 'Reactions improve with repetition. Focus on the next round.',
  },
} as const

/** Reaction Master's results message (docs/features/games.md): thresholds 80 and 60 percent, 8-12 worded apart. */
export function reactionFeedback(percent: number, ageGroup: AgeGroup): string {
  const words = ageGroup === '8-12' ? REACTION_FEEDBACK.young : REACTION_FEEDBACK.older
  return percent >= 80 ? words.high : percent >= 60 ? words.mid : words.low
}
