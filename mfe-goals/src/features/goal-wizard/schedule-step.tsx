import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { GoalSessions } from './goal-sessions.tsx'

export type ScheduleStepProps = {
  draft: WizardDraft
  today: CalendarDay
  update: (change: (d: WizardDraft) => WizardDraft) => void
}

/** Step 2: plan training sessions for each chosen goal. Optional: Next is always enabled (docs/features/goals.md). */
export function ScheduleStep({ draft, today, update }: ScheduleStepProps) {
  return (
    <section className="pp-wizard__step" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" className="pp-wizard__step-title" tabIndex={-1}>
        Schedule your sessions
      </h2>
      <p className="pp-wizard__lead">Plan when you will train for each goal. You can skip this and plan later.</p>
      <div className="pp-wizard-schedules">
        {draft.goals.map((goal) => (
          <GoalSessions key={goal.id} goal={goal} today={today} update={update} />
        ))}
      </div>
    </section>
  )
}
