import type { Position, SkillLevel } from './account.ts'
import { addDays, type CalendarDay } from './calendar-day.ts'
import type { GoalType, Pillar } from './goals.ts'

/** A personalised suggestion on the Create New Goal screen (docs/features/goals.md). */
export type GoalSuggestion = {
  id: string
  title: string
  description: string
  pillar: Pillar
  goal_type: GoalType
  /** 30 to 120: applying the suggestion sets the target date this many days from today. */
  target_days: number
}

/** What the suggestions depend on: the player's skill level, age and position. */
export type SuggestionProfile = { skill_level: SkillLevel; age: number | null; position_preference: Position }

/** At most this many suggestions, each due 30 to 120 days out. */
export const SUGGESTION_LIMITS = { max: 6, minTargetDays: 30, maxTargetDays: 120 } as const

/** Age extras (docs/features/goals.md): "under 12" and "16 and over". */
export const SUGGESTION_AGES = { youngUnder: 12, olderFrom: 16 } as const

const BY_SKILL_LEVEL: Record<SkillLevel, readonly GoalSuggestion[]> = {
  beginner: [
    {
      id: 'skill/beginner/weaker-foot',
      title: 'Use your weaker foot every session',
      description: 'Spend the first 10 minutes of every session passing and dribbling with your weaker foot only.',
      pillar: 'technical',
      goal_type: 'process',
      target_days: 30,
    },
    {
      id: 'skill/beginner/pass-gate',
      title: 'Pass through a 1 m gate 7 times out of 10',
      description:
        'From 10 m, pass through a gate of two cones 1 m apart: 7 of 10 with your stronger foot and 5 of 10 with your weaker foot.',
      pillar: 'technical',
      goal_type: 'performance',
      target_days: 45,
    },
    {
      id: 'skill/beginner/three-a-week',
      title: 'Train three times a week for a month',
      description: 'Team practice counts. Log every session so you can see your streak grow.',
      pillar: 'physical',
      goal_type: 'process',
      target_days: 30,
    },
  ],
  intermediate: [
    {
      id: 'skill/intermediate/first-touch',
      title: 'First touch away from pressure',
      description:
        'In every small-sided game, take your first touch into space away from the nearest opponent. Ask your coach to count how often you manage it.',
      pillar: 'technical',
      goal_type: 'process',
      target_days: 60,
    },
    {
      id: 'skill/intermediate/weaker-foot-finish',
      title: 'Put 6 of 10 weaker-foot shots on target',
      description:
        'From the edge of the penalty area, hit 6 of 10 shots on target with your weaker foot, both from a pass and from a dribble.',
      pillar: 'technical',
      goal_type: 'performance',
      target_days: 60,
    },
    {
      id: 'skill/intermediate/match-review',
      title: 'Review one match a week',
      description:
        'Watch 15 minutes of your own match footage (or write notes straight after) and pick two decisions you would make differently.',
      pillar: 'tactical',
      goal_type: 'process',
      target_days: 90,
    },
  ],
  advanced: [
    {
      id: 'skill/advanced/repeat-sprint',
      title: 'Hold your speed over 6 sprints',
      description: 'Run 6 × 30 m sprints with 20 seconds rest, with your slowest sprint no more than 0.3 seconds slower than your fastest.',
      pillar: 'physical',
      goal_type: 'performance',
      target_days: 90,
    },
    {
      id: 'skill/advanced/rondo',
      title: '15 one-touch passes in a row in a 4v2 rondo',
      description: 'With your group, string together 15 one-touch passes in a row in a 4v2 rondo in a 10 m square.',
      pillar: 'technical',
      goal_type: 'performance',
      target_days: 60,
    },
    {
      id: 'skill/advanced/lead-unit',
      title: "Lead your unit's communication",
      description:
        'Organise the players around you in every match with clear calls on pressing, marking and shape, and ask your coach for feedback afterwards.',
      pillar: 'psychological',
      goal_type: 'process',
      target_days: 120,
    },
  ],
}

const UNDER_12: readonly GoalSuggestion[] = [
  {
    id: 'age/under-12/ball-every-day',
    title: 'Play with a ball every day',
    description: 'Play with a ball for at least 10 minutes every day: juggling, dribbling in the garden or kicking against a wall.',
    pillar: 'technical',
    goal_type: 'process',
    target_days: 30,
  },
  {
    id: 'age/under-12/every-position',
    title: 'Try defence, midfield and attack',
    description: 'Ask your coach to let you play in each part of the team this season, so you learn the whole game.',
    pillar: 'tactical',
    goal_type: 'outcome',
    target_days: 90,
  },
]

const SIXTEEN_AND_OVER: readonly GoalSuggestion[] = [
  {
    id: 'age/16-plus/recovery',
    title: 'Sleep and recovery routine',
    description: 'Sleep 8 to 10 hours and do a 10-minute cool-down and stretch after every session; log both for 30 days.',
    pillar: 'physical',
    goal_type: 'process',
    target_days: 30,
  },
  {
    id: 'age/16-plus/development-plan',
    title: 'Build a season plan with your coach',
    description: 'Write three measurable targets for the next year with your coach and review your progress against them every month.',
    pillar: 'mental',
    goal_type: 'process',
    target_days: 60,
  },
]

const BY_POSITION: Record<Position, readonly GoalSuggestion[]> = {
  versatile: [],
  forward: [
    {
      id: 'position/forward/box-finishing',
      title: 'Score 7 of 10 from inside the box',
      description: 'In finishing drills, score 7 of 10 from inside the penalty area with a mix of first-time shots and a set-up touch.',
      pillar: 'technical',
      goal_type: 'performance',
      target_days: 60,
    },
    {
      id: 'position/forward/runs-in-behind',
      title: 'Make 5 runs in behind per match',
      description: "Time your runs for when the passer's head is up, and make at least 5 runs in behind the back line in every match.",
      pillar: 'tactical',
      goal_type: 'process',
      target_days: 45,
    },
  ],
  midfielder: [
    {
      id: 'position/midfielder/scan',
      title: 'Scan before 8 of 10 receptions',
      description:
        'Check both shoulders before the ball arrives; in training games, ask a teammate to count until you do it 8 times out of 10.',
      pillar: 'tactical',
      goal_type: 'process',
      target_days: 45,
    },
    {
      id: 'position/midfielder/switch-play',
      title: 'Switch play accurately',
      description: "Land 7 of 10 diagonal passes of 30 m or more at a teammate's feet or into their path.",
      pillar: 'technical',
      goal_type: 'performance',
      target_days: 60,
    },
  ],
  defender: [
    {
      id: 'position/defender/one-v-one',
      title: 'Win 6 of 10 one-on-one duels',
      description:
        'Stay on your feet, show the attacker onto their weaker side, and win or block at least 6 of 10 one-on-ones in training.',
      pillar: 'tactical',
      goal_type: 'performance',
      target_days: 60,
    },
    {
      id: 'position/defender/organise',
      title: 'Organise the back line',
      description:
        'Call the line up and out, name who is marking whom and talk on every set piece; ask a teammate to rate your talking after each match.',
      pillar: 'mental',
      goal_type: 'process',
      target_days: 45,
    },
  ],
  goalkeeper: [
    {
      id: 'position/goalkeeper/handling',
      title: 'Catch 8 of 10 shots cleanly',
      description: 'Catch, rather than parry, 8 of 10 medium-pace shots at body height with your hands behind the ball.',
      pillar: 'technical',
      goal_type: 'performance',
      target_days: 60,
    },
    {
      id: 'position/goalkeeper/distribution',
      title: 'Find a teammate with 70% of your distribution',
      description: 'After every save or back-pass, look for the quick outlet first; land 70% of your throws and passes with a teammate.',
      pillar: 'tactical',
      goal_type: 'process',
      target_days: 45,
    },
  ],
}

/**
 * Up to 6 personalised suggestions (docs/features/goals.md): from the skill level (beginner, intermediate,
 * advanced), with extras for players under 12 and for 16 and over, and for the position (forward,
 * midfielder, defender, goalkeeper; 'versatile' gets none). Deterministic for a profile.
 */
export function suggestGoals(profile: SuggestionProfile): GoalSuggestion[] {
  const age = profile.age
  const ageExtras =
    age == null ? [] : age < SUGGESTION_AGES.youngUnder ? UNDER_12 : age >= SUGGESTION_AGES.olderFrom ? SIXTEEN_AND_OVER : []
  // Most specific first, so that when the cap of 6 bites it drops generic skill-level goals, never
  // the ones the player's position or age asked for (at most 2 + 2, leaving 2 or more skill goals).
  const ordered = [...BY_POSITION[profile.position_preference], ...ageExtras, ...BY_SKILL_LEVEL[profile.skill_level]]
  const seen = new Set<string>()
  return ordered.filter((s) => !seen.has(s.id) && seen.add(s.id)).slice(0, SUGGESTION_LIMITS.max)
}

/**
 * The target date applying a suggestion sets: the player's today plus its target_days.
 * @example applySuggestionDate('2026-12-15', { target_days: 30 }) // '2027-01-14'
 */
export function applySuggestionDate(today: CalendarDay, suggestion: Pick<GoalSuggestion, 'target_days'>): CalendarDay {
  return addDays(today, suggestion.target_days)
}
