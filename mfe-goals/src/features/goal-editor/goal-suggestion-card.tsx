import { useId } from 'react'
import type { GoalSuggestion } from '@app/shared/domain/goal-suggestions.ts'
import { GOAL_TYPE_LABELS, PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { Button } from '@app/shared/ui/button.tsx'

export type GoalSuggestionCardProps = { suggestion: GoalSuggestion; onUse: (s: GoalSuggestion) => void }

/** One personalised suggestion; "Use this" copies it into the form. */
export function GoalSuggestionCard({ suggestion: s, onUse }: GoalSuggestionCardProps) {
  const titleId = useId()
  return (
    <li className="pp-suggestion" data-testid="goal-suggestion" data-target-days={s.target_days} aria-labelledby={titleId}>
      <div className="pp-suggestion__badges">
        <Badge color={PILLAR_COLORS[s.pillar]}>{PILLAR_LABELS[s.pillar]}</Badge>
        <Badge>{GOAL_TYPE_LABELS[s.goal_type]}</Badge>
      </div>
      <h3 id={titleId} className="pp-suggestion__title">
        {s.title}
      </h3>
      <p className="pp-suggestion__description">{s.description}</p>
      <div className="pp-suggestion__footer">
        <span className="pp-suggestion__days" data-testid="suggestion-days">
          {s.target_days} days
        </span>
        <Button variant="secondary" onClick={() => onUse(s)} aria-describedby={titleId}>
          Use this
        </Button>
      </div>
    </li>
  )
}
