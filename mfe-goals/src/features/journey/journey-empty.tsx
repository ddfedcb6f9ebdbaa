import { Link } from '@app/shared/routing/index.ts'

/** No milestones yet: where the first one comes from. */
export function JourneyEmpty() {
  return (
    <section className="pp-card pp-journey__state" data-testid="journey-empty" aria-labelledby="journey-empty-title">
      <svg
        className="pp-journey__empty-icon"
        width="48"
        height="48"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 20h16" />
        <path d="M6 20V10" />
        <path d="M12 20V4" />
        <path d="M18 20v-7" />
      </svg>
      <h2 id="journey-empty-title">Your journey starts with your first session</h2>
      <p>
        Log a training session on your dashboard and your first badge appears here. Every level, badge, finished goal and streak record
        follows.
      </p>
      <Link className="pp-btn pp-btn--primary" to="/app/dashboard">
        Go to your dashboard
      </Link>
    </section>
  )
}
