import type { NavLink } from '@app/shared/domain/navigation.ts'

/** The Goals area's pages, for in-area navigation (shell and standalone alike). */
export const AREA_LINKS: readonly NavLink[] = [
  { label: 'Goal Tracker', to: '/app/goal-tracker' },
  { label: 'Dashboard', to: '/app/dashboard' },
  { label: 'My Journey', to: '/app/journey' },
  { label: 'My Analytics', to: '/app/analytics' },
  { label: 'Mindset Tools', to: '/app/mindset' },
  { label: 'Drill Library', to: '/app/drills' },
  { label: 'Player Selection', to: '/app/player-selection' },
  { label: 'New Goal', to: '/app/goal-creation/new' },
]
