import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import type { SaveWizardGoalsRequest } from '@app/shared/schemas/goals.ts'

/** The draft as POST /api/goals/batch wants it: draft-only ids dropped, empty text as absent. */
export function toSaveRequest(draft: WizardDraft): SaveWizardGoalsRequest {
  return {
    goals: draft.goals.map((g) => ({
      title: g.title,
      description: g.description,
      pillar: g.pillar,
      goal_type: g.goal_type,
      target_date: g.target_date || null,
      sessions: g.sessions.map((s) => ({ session_date: s.session_date, start_time: s.start_time, duration: s.duration, notes: s.notes })),
    })),
  }
}
