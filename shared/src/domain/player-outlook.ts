import { addDays, type CalendarDay } from './calendar-day.ts'
import type { PlayerLevel } from './player-level.ts'
import type { SkillProgressMap } from './skill-progress.ts'
import { SKILL_FOCUS_LABELS, SKILL_FOCUSES, type SkillFocus } from './training.ts'

/**
 * Looking ahead on My Analytics (the paid plans' "predictions" and "skill suggestions"):
 * when the next level comes at the player's recent pace, and which skill to train next. Both read
 * only the player's own records, and say plainly when there is not enough to go on.
 */

/** The pace is the XP of the last 4 weeks: long enough to smooth one missed week, short enough to follow a change. */
export const PACE_WEEKS = 4

export type LevelForecast = { nextLevel: number; xpToGo: number; weeklyXp: number; day: CalendarDay | null }

/**
 * The day the next level comes if the player keeps the XP pace of their last 4 weeks (`weeks`, oldest
 * first, as the report gives them); no day without XP in those weeks; null at the top level.
 * @example levelForecast(playerLevel(100), [..., { xp: 70 }, { xp: 70 }, { xp: 70 }, { xp: 70 }], '2026-11-25') // day '2026-12-10' for 150 XP at 10 a day
 */
export function levelForecast(level: PlayerLevel, weeks: readonly { xp: number }[], today: CalendarDay): LevelForecast | null {
  if (level.nextLevelCost === null) return null
  const recent = weeks.slice(-PACE_WEEKS)
  const weeklyXp = Math.round(recent.reduce((n, w) => n + w.xp, 0) / PACE_WEEKS)
  const perDay = weeklyXp / 7
  const day = perDay > 0 ? addDays(today, Math.ceil(level.xpToNextLevel / perDay)) : null
  return { nextLevel: level.level + 1, xpToGo: level.xpToNextLevel, weeklyXp, day }
}

export type SkillSuggestion = { skill: SkillFocus; label: string; level: number; sessions: number }

/**
 * The skill to train next: the lowest-level one (a skill never trained counts as level 0), and of
 * equals the one worked on least in the report's period; the skills' own order breaks what is left.
 */
export function skillSuggestion(skills: SkillProgressMap, recent: readonly { skill: SkillFocus; sessions: number }[]): SkillSuggestion {
  const recentOf = (skill: SkillFocus) => recent.find((r) => r.skill === skill)?.sessions ?? 0
  const ranked = SKILL_FOCUSES.map((skill) => ({
    skill,
    label: SKILL_FOCUS_LABELS[skill],
    level: skills[skill]?.level ?? 0,
    sessions: recentOf(skill),
  })).sort((a, b) => a.level - b.level || a.sessions - b.sessions)
  return ranked[0]!
}

/** Both, in the API's words (schemas/player-report.ts MyReportResponse.outlook). */
export function toOutlookFields(
  level: PlayerLevel,
  skills: SkillProgressMap,
  weeks: readonly { xp: number }[],
  recent: readonly { skill: SkillFocus; sessions: number }[],
  today: CalendarDay,
) {
  const forecast = levelForecast(level, weeks, today)
  return {
    level_forecast: forecast && {
      next_level: forecast.nextLevel,
      total_xp: level.totalXp,
      xp_to_go: forecast.xpToGo,
      weekly_xp: forecast.weeklyXp,
      day: forecast.day,
    },
    skill_suggestion: skillSuggestion(skills, recent),
  }
}
