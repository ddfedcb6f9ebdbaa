import type { NavLink } from '@app/shared/domain/navigation.ts'

/** The Plans area's pages, for in-area navigation (shell and standalone alike). */
export const AREA_LINKS: readonly NavLink[] = [
  { label: 'Plans', to: '/app/plans' },
  { label: 'Upgrade', to: '/app/subscription' },
]
