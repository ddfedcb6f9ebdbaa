import type { NavLink } from '@app/shared/domain/navigation.ts'

/** The Family area's pages, for in-area navigation (shell and standalone alike). */
export const AREA_LINKS: readonly NavLink[] = [
  { label: 'Family Dashboard', to: '/app/parent-dashboard' },
  { label: 'Family Report', to: '/app/family/report' },
  { label: 'Family Setup', to: '/app/family/setup' },
  { label: 'Family Settings', to: '/app/family/settings' },
  { label: 'Verify Link Request', to: '/app/family/verify-link' },
  { label: 'Teams', to: '/app/teams' },
]
