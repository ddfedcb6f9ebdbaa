import { SKILL_FOCUSES, TRAINING_DURATION, type SessionType, type SkillFocus } from '@app/shared/domain/training.ts'
import { PLAN_SESSION_TYPE } from '@app/shared/domain/weekly-plan/plan-labels.ts'
import type { DrillView } from '@app/shared/schemas/drills.ts'

/** What a drill's "Log this session" hands the dashboard (router state): Log Training's fields. */
export type DrillLog = { session_type: SessionType; skill_focus: SkillFocus[]; duration_minutes: number }

/** The drill's minutes as the Duration slider can hold them: at least its minimum, on its 5-minute steps. */
export function drillLog(drill: Pick<DrillView, 'pillar' | 'skills' | 'minutes'>): DrillLog {
  const steps = Math.round(drill.minutes / TRAINING_DURATION.step) * TRAINING_DURATION.step
  return {
    session_type: PLAN_SESSION_TYPE[drill.pillar],
    skill_focus: SKILL_FOCUSES.filter((f) => drill.skills.includes(f)),
    duration_minutes: Math.min(TRAINING_DURATION.max, Math.max(TRAINING_DURATION.min, steps)),
  }
}

/**
 * The drill log in a page's router state, or null. History state survives reloads and can be
 * anything, so only a well-formed one fills the form (the server checks what is logged anyway).
 */
export function drillLogFromState(state: unknown): DrillLog | null {
  const log = (state as { drillLog?: Partial<DrillLog> } | null)?.drillLog
  if (!log || typeof log !== 'object') return null
  const { session_type, skill_focus, duration_minutes } = log
  if (typeof session_type !== 'string' || !Object.values(PLAN_SESSION_TYPE).includes(session_type as SessionType)) return null
  if (!Array.isArray(skill_focus) || !skill_focus.every((f) => SKILL_FOCUSES.includes(f))) return null
  if (typeof duration_minutes !== 'number' || duration_minutes < TRAINING_DURATION.min || duration_minutes > TRAINING_DURATION.max) {
    return null
  }
  return { session_type, skill_focus, duration_minutes }
}
