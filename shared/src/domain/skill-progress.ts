import type { SkillFocus } from './training.ts'

/** Skill progress rules (docs/features/training-and-progress.md): +1 per session for each focus skill, capped at 100; a new skill starts at 5. */
export const SKILL_PROGRESS = { startLevel: 5, maxLevel: 100, perSession: 1 } as const

/** One row of skill_progress: current_level (0-100) and training_count. */
export type SkillProgress = { level: number; count: number }
export type SkillProgressMap = Partial<Record<SkillFocus, SkillProgress>>

/**
 * The skills after one session: each focus skill gains 1 level (at most 100) and 1 to its count; a
 * skill trained for the first time starts at level 5 with count 1. A focus named twice counts once.
 * Returns a new map; skills not trained keep their object.
 * @example applySessionToSkills({ technical: { level: 7, count: 3 } }, ['technical', 'mental'])
 * // { technical: { level: 8, count: 4 }, mental: { level: 5, count: 1 } }
 */
export function applySessionToSkills(skills: Readonly<SkillProgressMap>, focuses: readonly SkillFocus[]): SkillProgressMap {
  const next: SkillProgressMap = { ...skills }
  for (const focus of new Set(focuses)) {
    const skill = skills[focus]
    next[focus] = skill
      ? { level: Math.min(SKILL_PROGRESS.maxLevel, skill.level + SKILL_PROGRESS.perSession), count: skill.count + 1 }
      : { level: SKILL_PROGRESS.startLevel, count: 1 }
  }
  return next
}
