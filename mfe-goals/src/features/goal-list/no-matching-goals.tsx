import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import type { GoalFilter } from './filter-goals.ts'

export type NoMatchingGoalsProps = { query: string; tab: GoalFilter; onClearSearch: () => void }

/** Goals exist, but none in this tab match: say why and offer the way out. */
export function NoMatchingGoals({ query, tab, onClearSearch }: NoMatchingGoalsProps) {
  if (query) {
    return (
      <div className="pp-goals__empty pp-goals__empty--inline" data-testid="no-matching-goals">
        <h2>No goals match “{query}”</h2>
        <p>Search looks at goal titles and descriptions. Try another word.</p>
        <Button variant="secondary" onClick={onClearSearch}>
          Clear Search
        </Button>
      </div>
    )
  }
  if (tab === 'completed') {
    return (
      <div className="pp-goals__empty pp-goals__empty--inline" data-testid="no-matching-goals">
        <h2>No completed goals yet</h2>
        <p>When you reach a goal, press Complete on its card and it will show up here.</p>
      </div>
    )
  }
  return (
    <div className="pp-goals__empty pp-goals__empty--inline" data-testid="no-matching-goals">
      <h2>No active goals</h2>
      <p>Every goal is complete. Set a new one to keep improving.</p>
      <Link className="pp-btn pp-btn--primary" to="/app/goal-creation/new">
        Set a New Goal
      </Link>
    </div>
  )
}
