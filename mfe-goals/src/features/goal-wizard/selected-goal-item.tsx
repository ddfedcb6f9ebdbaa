import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { WizardGoalDraft } from '@app/shared/domain/goal-wizard.ts'
import { PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { Button } from '@app/shared/ui/button.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { targetDateError } from './wizard-checks.ts'

export type SelectedGoalItemProps = {
  goal: WizardGoalDraft
  today: CalendarDay
  onTargetDate: (goalId: string, date: CalendarDay) => void
  onRemove: (goalId: string) => void
}

/** One chosen goal: its target date (90 days out unless changed) and a way to drop it. */
export function SelectedGoalItem({ goal, today, onTargetDate, onRemove }: SelectedGoalItemProps) {
  const error = targetDateError(goal.target_date, today)
  return (
    <li className="pp-wizard-selected" data-testid="selected-goal" data-goal-id={goal.id}>
      <div className="pp-wizard-selected__head">
        <Badge color={PILLAR_COLORS[goal.pillar]}>{PILLAR_LABELS[goal.pillar]}</Badge>
        {goal.id.startsWith('custom-') && <Badge>Custom</Badge>}
        <h4 className="pp-wizard-selected__title">{goal.title}</h4>
      </div>
      <div className="pp-wizard-selected__row">
        <TextField
          name={`target-date-${goal.id}`}
          label="Target date"
          type="date"
          min={today}
          value={goal.target_date}
          errors={error ? [error] : undefined}
          onChange={(e) => onTargetDate(goal.id, e.target.value)}
        />
        <Button
          variant="ghost"
          className="pp-wizard-selected__remove"
          onClick={() => onRemove(goal.id)}
          aria-label={`Remove ${goal.title}`}
        >
          Remove
        </Button>
      </div>
    </li>
  )
}
