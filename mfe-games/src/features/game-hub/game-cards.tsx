import { GAME_CARDS } from '@app/shared/domain/games/game-catalogue.ts'
import { Link } from '@app/shared/routing/index.ts'

const ICONS = { 'decision-drill': '🧠', 'soccer-trivia': '❓', 'reaction-master': '⚡', 'skill-challenge': '🎯' } as const

/** The games with the spec's point ranges and durations; Skill Challenge is Coming Soon and disabled. */
export function GameCards({ young }: { young: boolean }) {
  return (
    <section aria-labelledby="games-title">
      <h2 id="games-title">{young ? 'Pick a game!' : 'Games'}</h2>
      <ul className="pp-hub__games">
        {GAME_CARDS.map((g) => (
          <li key={g.key} className={`pp-card pp-hub__game${g.available ? '' : ' pp-hub__game--soon'}`} data-testid={`game-card-${g.key}`}>
            <h3>
              <span aria-hidden="true">{ICONS[g.key]}</span> {g.name}
            </h3>
            <p>{young ? g.blurb.young : g.blurb.plain}</p>
            <p className="pp-hub__game-meta">
              {g.points.min}-{g.points.max} pts · {g.minutes.min}-{g.minutes.max} min
            </p>
            {g.available ? (
              <Link className="pp-btn pp-btn--primary" to={g.path}>
                {young ? "Let's go!" : 'Play'} <span className="pp-visually-hidden">{g.name}</span>
              </Link>
            ) : (
              <button type="button" className="pp-btn pp-btn--secondary" disabled>
                Coming Soon
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
