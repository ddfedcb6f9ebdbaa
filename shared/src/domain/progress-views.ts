import { BADGES } from '@app/shared/domain/badges.ts'
import type { PlayerLevel } from '@app/shared/domain/player-level.ts'
import type { SkillProgressMap } from '@app/shared/domain/skill-progress.ts'
import { restDaysLeft, STREAK_RULES, type StreakState, streakAsOf } from '@app/shared/domain/training-streak.ts'
import { SKILL_FOCUSES } from '@app/shared/domain/training.ts'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { BadgeView, LevelView, SkillView, StreakView } from '@app/shared/schemas/progress.ts'

/** Wire shapes of the progress records; every number comes from the shared rules. */

export function toLevelView(level: PlayerLevel): LevelView {
  return {
    level: level.level,
    title: level.title,
    total_xp: level.totalXp,
    current_xp: level.currentXp,
    next_level_cost: level.nextLevelCost,
    xp_to_next_level: level.xpToNextLevel,
    progress_percent: level.progressPercent,
  }
}

/** The streak as the player sees it today (a read: nothing is spent until the next session or rest day). */
export function toStreakView(state: StreakState, today: CalendarDay): StreakView {
  const view = streakAsOf(state, today)
  return {
    current: view.current,
    longest: view.longest,
    total_days: view.totalDays,
    last_training_day: state.lastTrainingDay,
    freezes: view.freezes,
    max_freezes: STREAK_RULES.maxFreezes,
    frozen_days: view.frozenDays,
    rest_days: state.restDays,
    rest_days_left: restDaysLeft(state, today),
    trained_today: view.trainedToday,
    resting_today: view.restingToday,
    at_risk: view.atRisk,
    today,
  }
}

/** All five skills in the pillar order; one never trained shows level 0 and count 0. */
export function toSkillViews(skills: SkillProgressMap): SkillView[] {
  return SKILL_FOCUSES.map((skill) => ({ skill, level: skills[skill]?.level ?? 0, count: skills[skill]?.count ?? 0 }))
}

/** Every defined badge with the time the player earned it, or null. */
export function toBadgeViews(earnedAt: ReadonlyMap<string, number>): BadgeView[] {
  return BADGES.map((b) => {
    const at = earnedAt.get(b.id)
    return {
      id: b.id,
      name: b.name,
      description: b.description,
      icon: b.icon,
      earned_at: at === undefined ? null : new Date(at).toISOString(),
    }
  })
}
