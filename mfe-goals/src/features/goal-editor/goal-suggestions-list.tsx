import type { GoalSuggestion } from '@app/shared/domain/goal-suggestions.ts'
import { GoalSuggestionCard } from './goal-suggestion-card.tsx'

export type GoalSuggestionsListProps = { suggestions: readonly GoalSuggestion[]; onUse: (s: GoalSuggestion) => void }

/** Up to 6 suggestions for this player (docs/features/goals.md). */
export function GoalSuggestionsList({ suggestions, onUse }: GoalSuggestionsListProps) {
  return (
    <aside className="pp-goal-editor__suggestions" aria-labelledby="suggestions-title" data-testid="goal-suggestions">
      <h2 id="suggestions-title" className="pp-goal-editor__suggestions-title">
        Suggested for you
      </h2>
      <p className="pp-goal-editor__hint">
        Picked for your skill level, age and position. Each sets a target date that many days from today.
      </p>
      {suggestions.length === 0 ? (
        <p className="pp-goal-editor__hint">No suggestions for your profile yet. Write your own goal.</p>
      ) : (
        <ul className="pp-suggestions">
          {suggestions.map((s) => (
            <GoalSuggestionCard key={s.id} suggestion={s} onUse={onUse} />
          ))}
        </ul>
      )}
    </aside>
  )
}
