import { Link } from '@app/shared/routing/index.ts'

/** /app/games/skill-challenge: listed as Coming Soon and disabled (docs/features/games.md); the route says so too. */
export function SkillChallengePage() {
  return (
    <article className="pp-page" aria-labelledby="skill-challenge-title" data-testid="skill-challenge">
      <h1 id="skill-challenge-title">Skill Challenge</h1>
      <section className="pp-card">
        <h2>Coming Soon</h2>
        <p>Skill Challenge is not available yet. Until it arrives, try Decision Drill, Soccer Trivia or Reaction Master.</p>
        <Link className="pp-btn pp-btn--primary" to="/app/games">
          Back to Games
        </Link>
      </section>
    </article>
  )
}
