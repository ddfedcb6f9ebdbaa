import { Link } from '@app/shared/routing/index.ts'

/** The empty list: two ways to a first goal, the guided one first. */
export function NoGoalsYet() {
  return (
    <section className="pp-card pp-goals__empty" data-testid="no-goals" aria-labelledby="no-goals-title">
      {/* Inline SVG, not an emoji: emoji fonts are missing on some devices (an empty box). */}
      <svg className="pp-goals__empty-icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="24" cy="24" r="12" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="24" cy="24" r="4" fill="currentColor" />
      </svg>
      <h2 id="no-goals-title">No Goals Yet</h2>
      <p>Pick a playing style and we will recommend goals for your age and position, or write your own.</p>
      <div className="pp-goals__empty-actions">
        <Link className="pp-btn pp-btn--primary" to="/app/player-selection">
          Get Goal Recommendations
        </Link>
        <Link className="pp-btn pp-btn--secondary" to="/app/goal-creation/new">
          Write Your Own Goal
        </Link>
      </div>
    </section>
  )
}
