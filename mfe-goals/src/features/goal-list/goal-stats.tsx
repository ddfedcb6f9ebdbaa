import { completionRate } from '@app/shared/domain/goals.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'

export type GoalStatsProps = { goals: readonly Goal[] }

/** The stats row (docs/features/goals.md): Active Goals, Completed, Completion Rate. */
export function GoalStats({ goals }: GoalStatsProps) {
  const completed = goals.filter((g) => g.status === 'completed').length
  const stats = [
    { key: 'active', label: 'Active Goals', value: String(goals.length - completed) },
    { key: 'completed', label: 'Completed', value: String(completed) },
    { key: 'rate', label: 'Completion Rate', value: `${completionRate(goals)}%` },
  ]
  return (
    <dl className="pp-goal-stats" data-testid="goal-stats">
      {stats.map((s) => (
        <div key={s.key} className="pp-goal-stats__item">
          <dt>{s.label}</dt>
          <dd data-testid={`stat-${s.key}`}>{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}
