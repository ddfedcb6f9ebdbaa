import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** 'YYYY-MM-DD' as the reader's locale writes it (the day itself, not shifted by time zones). */
function formatDay(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(ms) ? day : dateFormat.format(ms)
}

export type WizardSummaryProps = { draft: WizardDraft }

/** What will be saved: each goal with its target date and number of planned sessions. */
export function WizardSummary({ draft }: WizardSummaryProps) {
  return (
    <ul className="pp-wizard-summary" aria-label="Your plan" data-testid="wizard-summary">
      {draft.goals.map((g) => (
        <li key={g.id} className="pp-wizard-summary__item" data-testid="summary-goal">
          <Badge color={PILLAR_COLORS[g.pillar]}>{PILLAR_LABELS[g.pillar]}</Badge>
          <span className="pp-wizard-summary__title">{g.title}</span>
          <span className="pp-wizard-summary__meta">
            {g.target_date ? `Target ${formatDay(g.target_date)}` : 'No deadline'} · {g.sessions.length}{' '}
            {g.sessions.length === 1 ? 'session' : 'sessions'} planned
          </span>
        </li>
      ))}
    </ul>
  )
}
