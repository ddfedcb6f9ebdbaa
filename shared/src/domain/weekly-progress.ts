import type { TrainingAvailability } from './account.ts'

/**
 * Weekly progress on the dashboard's Training Activity card, from the player's real sessions
 * (docs/features/training-and-progress.md). The week is the player's last 7 calendar days, today included, so it never resets to zero
 * on a Monday morning. The target follows the training availability the player chose: a player who
 * said "low" is not told they are behind after two sessions.
 */
export const WEEKLY_SESSION_TARGET: Record<TrainingAvailability, number> = { low: 2, medium: 3, high: 5 }

/** Days the activity chart and the weekly progress cover, ending today. */
export const ACTIVITY_WINDOW_DAYS = 7

export type WeeklyProgress = { sessions: number; minutes: number; xp: number; targetSessions: number; percent: number }

/**
 * @example weeklyProgress({ sessions: 2, minutes: 90, xp: 100 }, 'medium').percent // 66
 */
export function weeklyProgress(
  week: { sessions: number; minutes: number; xp: number },
  availability: TrainingAvailability,
): WeeklyProgress {
  const targetSessions = WEEKLY_SESSION_TARGET[availability]
  const percent = Math.min(100, Math.floor((week.sessions * 100) / targetSessions))
  return { ...week, targetSessions, percent }
}

/** The week as GET /api/training/stats answers it (the API's field names), from the API and the demo alike. */
export function toWeekView(progress: WeeklyProgress) {
  return {
    sessions: progress.sessions,
    minutes: progress.minutes,
    xp: progress.xp,
    target_sessions: progress.targetSessions,
    percent: progress.percent,
  }
}
