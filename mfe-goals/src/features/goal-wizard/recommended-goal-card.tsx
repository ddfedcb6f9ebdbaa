import { type CSSProperties, useId } from 'react'
import type { CatalogueGoal } from '@app/shared/domain/goal-catalogue.ts'
import { GOAL_TYPE_LABELS, PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'

export type RecommendedGoalCardProps = { goal: CatalogueGoal; selected: boolean; onToggle: (goal: CatalogueGoal) => void }

/** A recommended goal as a toggle button (aria-pressed): Enter or Space selects and deselects it. */
export function RecommendedGoalCard({ goal, selected, onToggle }: RecommendedGoalCardProps) {
  const descriptionId = useId()
  return (
    <li>
      <button
        type="button"
        className="pp-wizard-goal"
        aria-pressed={selected}
        aria-describedby={descriptionId}
        data-testid="recommended-goal"
        onClick={() => onToggle(goal)}
        style={{ '--pp-goal-accent': PILLAR_COLORS[goal.pillar] } as CSSProperties}
      >
        <span className="pp-wizard-goal__top">
          <span className="pp-wizard-goal__badges">
            <Badge color={PILLAR_COLORS[goal.pillar]}>{PILLAR_LABELS[goal.pillar]}</Badge>
            <Badge>{GOAL_TYPE_LABELS[goal.goal_type]}</Badge>
          </span>
          <span className="pp-wizard-goal__check" aria-hidden="true">
            {selected ? '✓' : '+'}
          </span>
        </span>
        <span className="pp-wizard-goal__title">{goal.title}</span>
        <span id={descriptionId} className="pp-wizard-goal__description">
          {goal.description}
        </span>
        <span className="pp-wizard-goal__state">{selected ? 'Selected' : 'Select'}</span>
      </button>
    </li>
  )
}
