import { useCallback } from 'react'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { planApi } from '@app/shared/api-client/plan.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import { ACTIVITY_WINDOW_DAYS } from '@app/shared/domain/weekly-progress.ts'
import type { LogTrainingResponse, StreakView } from '@app/shared/schemas/progress.ts'
import { mergeEarnedBadges, withLoggedSession } from './apply-logged-session.ts'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { RECENT_SESSIONS, UPCOMING_SESSIONS } from '@app/shared/domain/dashboard-reads.ts'

// The counts the dashboard's one read (GET /api/dashboard) asks for too, so its answers fit these loads.
export { RECENT_SESSIONS, UPCOMING_SESSIONS }

// Module-level, so each load's fetcher is stable for its effect.
const fetchLevel = (signal: AbortSignal) => progressApi.level({ signal })
const fetchStreak = (signal: AbortSignal) => progressApi.streak({ signal })
const fetchSkills = (signal: AbortSignal) => progressApi.skills({ signal })
const fetchBadges = (signal: AbortSignal) => progressApi.badges({ signal })
const fetchRecent = (signal: AbortSignal) => progressApi.recentTraining(RECENT_SESSIONS, { signal })
const fetchStats = (signal: AbortSignal) => progressApi.stats(ACTIVITY_WINDOW_DAYS, { signal })
const fetchUpcoming = (signal: AbortSignal) => goalsApi.upcomingSessions(UPCOMING_SESSIONS, { signal })
const fetchPlan = (signal: AbortSignal) => planApi.thisWeek({ signal })

/**
 * Every progress widget's own load, plus what a logged session or a rest day changes. The Log
 * Training answer carries the new level, streak, skills and badges, so those update at once; the
 * per-day numbers (activity, weekly progress) and the lists are then read again quietly.
 */
export function useDashboardData() {
  const level = useLoad(fetchLevel)
  const streak = useLoad(fetchStreak)
  const skills = useLoad(fetchSkills)
  const badges = useLoad(fetchBadges)
  const recent = useLoad(fetchRecent)
  const stats = useLoad(fetchStats)
  const upcoming = useLoad(fetchUpcoming)
  const plan = useLoad(fetchPlan)

  const { replace: replaceLevel } = level
  const { replace: replaceStreak } = streak
  const { replace: replaceSkills } = skills
  const { replace: replaceBadges, refresh: refreshBadges } = badges
  const { replace: replaceRecent, refresh: refreshRecent } = recent
  const { refresh: refreshStats } = stats
  const { refresh: refreshPlan } = plan

  const sessionLogged = useCallback(
    (response: LogTrainingResponse) => {
      replaceLevel(() => response.level)
      replaceStreak(() => response.streak)
      replaceSkills(() => response.skills)
      replaceRecent((logs) => withLoggedSession(logs ?? [], response.log, RECENT_SESSIONS))
      replaceBadges((list) => mergeEarnedBadges(list, response.badges_earned))
      refreshRecent()
      refreshBadges()
      refreshStats()
      // The server marks the plan session the log did.
      refreshPlan()
    },
    [replaceLevel, replaceStreak, replaceSkills, replaceRecent, replaceBadges, refreshRecent, refreshBadges, refreshStats, refreshPlan],
  )

  const streakChanged = useCallback((next: StreakView) => replaceStreak(() => next), [replaceStreak])

  const { replace: replaceUpcoming, refresh: refreshUpcoming } = upcoming
  // A session done or removed: the next planned one moves up into the freed place.
  const plannedSessionGone = useCallback(
    (id: string) => {
      replaceUpcoming((list) => (list ?? []).filter((s) => s.id !== id))
      refreshUpcoming()
    },
    [replaceUpcoming, refreshUpcoming],
  )

  return { level, streak, skills, badges, recent, stats, upcoming, plan, sessionLogged, streakChanged, plannedSessionGone }
}
