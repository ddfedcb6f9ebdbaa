/**
 * The games (docs/features/games.md). Pro Soccer IQ is Decision Drill's professional mode,
 * saved as its own game id so its achievements (Tactical Genius, Pro Level Thinking) can tell it
 * apart (docs/features/games.md).
 */
export const GAME_IDS = ['decision-drill', 'pro-soccer-iq', 'soccer-trivia', 'reaction-master'] as const
export type GameId = (typeof GAME_IDS)[number]

export const GAME_NAMES: Record<GameId, string> = {
  'decision-drill': 'Decision Drill',
  'pro-soccer-iq': 'Pro Soccer IQ',
  'soccer-trivia': 'Soccer Trivia',
  'reaction-master': 'Reaction Master',
}

export type GameCard = {
  key: 'decision-drill' | 'soccer-trivia' | 'reaction-master' | 'skill-challenge'
  name: string
  path: string
  minutes: { min: number; max: number }
  available: boolean
  /** Hub wording: playful for 8-12 (docs/features/games.md), plainer for everyone else. */
  blurb: { young: string; plain: string }
}

/**
 * The Game Hub's cards with each game's minutes (docs/features/games.md). Their points come from the
 * content, which only the server holds: GET /api/games/cards (card-points.ts).
 */
export const GAME_CARDS: readonly GameCard[] = [
  {
    key: 'decision-drill',
    name: 'Decision Drill',
    path: '/app/games/decision-drill',
    minutes: { min: 3, max: 5 },
    available: true,
    blurb: {
      young: 'Be the hero of the match: pick the best move before the clock runs out!',
      plain: 'Read real match situations and choose the best decision against the clock.',
    },
  },
  {
    key: 'soccer-trivia',
    name: 'Soccer Trivia',
    path: '/app/games/soccer-trivia',
    minutes: { min: 8, max: 10 },
    available: true,
    blurb: {
      young: 'How much do you know about the World Cup and your favourite stars? Find out!',
      plain: 'Eight questions on competitions, players and records.',
    },
  },
  {
    key: 'reaction-master',
    name: 'Reaction Master',
    path: '/app/games/reaction-master',
    minutes: { min: 2, max: 3 },
    available: true,
    blurb: {
      young: 'Zap the targets as fast as you can, like a goalkeeper on fire!',
      plain: 'Hit targets before they vanish to sharpen your reactions.',
    },
  },
  {
    key: 'skill-challenge',
    name: 'Skill Challenge',
    path: '/app/games/skill-challenge',
    minutes: { min: 5, max: 10 },
    available: false,
    blurb: { young: 'Coming soon!', plain: 'Coming soon.' },
  },
]

/** Items in one play (docs/features/games.md): 5 scenarios for Decision Drill (and its Pro mode), 8 trivia questions. */
export const ITEMS_PER_PLAY: Record<Exclude<GameId, 'reaction-master'>, number> = {
  'decision-drill': 5,
  'pro-soccer-iq': 5,
  'soccer-trivia': 8,
}

/** Trivia's overall limit (docs/features/games.md): 10 minutes for the whole play. */
export const TRIVIA_TIME_LIMIT_SECONDS = 600

/** Points a trivia question is worth by difficulty (docs/features/games.md). */
export const TRIVIA_POINTS = { Easy: 5, Medium: 8, Hard: 12 } as const
export type TriviaDifficulty = keyof typeof TRIVIA_POINTS
export const TRIVIA_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const satisfies readonly TriviaDifficulty[]
export const TRIVIA_CATEGORIES = ['World Cup', 'Champions League', 'Premier League', 'Players', 'Records', 'Recent Events'] as const
export type TriviaCategory = (typeof TRIVIA_CATEGORIES)[number]

export const SCENARIO_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const
export type ScenarioDifficulty = (typeof SCENARIO_DIFFICULTIES)[number]

/** Decision scenarios' rules (docs/features/games.md): 4-10 s to decide, options worth 2-15 points. */
export const SCENARIO_RULES = {
  timeLimit: { min: 4, max: 10 },
  optionPoints: { min: 2, max: 15 },
  options: { min: 3, max: 4 },
  timerRedAtSeconds: 3,
} as const
