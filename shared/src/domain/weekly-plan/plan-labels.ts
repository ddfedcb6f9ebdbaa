import type { WizardPillar } from '../goals.ts'
import type { SessionType } from '../training.ts'

// Apart from week-plan.ts (the plan builder, which only the API and the demo backend run), so the
// dashboard and a drill page carry these few lines and not the builder (docs/budgets.md).

/** What Log Training is pre-filled with for a session of this pillar. */
export const PLAN_SESSION_TYPE: Record<WizardPillar, SessionType> = {
  technical: 'technical',
  tactical: 'tactical',
  physical: 'physical',
  mental: 'tactical',
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export function weekdayName(day: string): string {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!
}
