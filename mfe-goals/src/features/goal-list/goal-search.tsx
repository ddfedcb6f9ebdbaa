import { useId } from 'react'

export type GoalSearchProps = { value: string; onChange: (value: string) => void }

/** Search by title or description (docs/features/goals.md). */
export function GoalSearch({ value, onChange }: GoalSearchProps) {
  const id = useId()
  return (
    <div className="pp-goals__search" role="search">
      <label htmlFor={id} className="pp-visually-hidden">
        Search goals
      </label>
      <svg className="pp-goals__search-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className="pp-field__input"
        placeholder="Search by title or description"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="goal-search"
      />
    </div>
  )
}
