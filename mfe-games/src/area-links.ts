import type { NavLink } from '@app/shared/domain/navigation.ts'

/** The Games area's pages, for in-area navigation (shell and standalone alike). */
export const AREA_LINKS: readonly NavLink[] = [
  { label: 'Game Hub', to: '/app/games' },
  { label: 'Decision Drill', to: '/app/games/decision-drill' },
  { label: 'Soccer Trivia', to: '/app/games/soccer-trivia' },
  { label: 'Reaction Master', to: '/app/games/reaction-master' },
  { label: 'Skill Challenge', to: '/app/games/skill-challenge' },
  { label: 'Achievements', to: '/app/achievements' },
]
