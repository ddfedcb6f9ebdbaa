import { Link } from '@app/shared/routing/index.ts'

/** /app/goal-creation opened without a chosen player and without a saved draft (docs/features/goals.md). */
export function MissingInformation() {
  return (
    <section className="pp-card pp-wizard__missing" data-testid="wizard-missing-information" aria-labelledby="wizard-missing-title">
      <h2 id="wizard-missing-title">Missing Information</h2>
      <p>Choose your playing style, age and skill level first, so we can recommend goals that fit you.</p>
      <Link className="pp-btn pp-btn--primary" to="/app/player-selection">
        Choose Your Playing Style
      </Link>
    </section>
  )
}
