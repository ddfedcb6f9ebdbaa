import { ACTIVITY_WINDOW_DAYS } from './weekly-progress.ts'

/** Sessions the dashboard's Recent sessions card lists. */
export const RECENT_SESSIONS = 3
/** Sessions the dashboard's Upcoming Sessions card lists. */
export const UPCOMING_SESSIONS = 4

/**
 * The reads behind the dashboard's cards (docs/features/training-and-progress.md, "One read for the
 * dashboard"), as paths under /api. GET /api/dashboard answers each of them in one response, keyed
 * by these paths, with the status and body the route itself gives: each card still loads, and
 * fails, on its own.
 */
export const DASHBOARD_READS = [
  '/progress/level',
  '/progress/streak',
  '/progress/skills',
  '/progress/badges',
  `/training?limit=${RECENT_SESSIONS}`,
  `/training/stats?days=${ACTIVITY_WINDOW_DAYS}`,
  `/goals/sessions/upcoming?limit=${UPCOMING_SESSIONS}`,
  '/plan/this-week',
  '/check-ins',
] as const
