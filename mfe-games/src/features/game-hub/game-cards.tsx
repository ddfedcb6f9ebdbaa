import { GAME_CARDS } from '@app/shared/domain/games/game-catalogue.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { helpCircle, lightbulb, target, zap } from '@app/shared/ui/icon-shapes.ts'

const ICONS = { 'decision-drill': lightbulb, 'soccer-trivia': helpCircle, 'reaction-master': zap, 'skill-challenge': target } as const

/** The games with their point ranges and minutes (docs/features/games.md); Skill Challenge is Coming Soon and disabled. */
export function GameCards({ young }: { young: boolean }) {
  return (
    <section aria-labelledby="games-title">
      <h2 id="games-title">{young ? 'Pick a game!' : 'Games'}</h2>
      <ul className="pp-hub__games">
        {GAME_CARDS.map((g) => (
          <li key={g.key} className={`pp-card pp-hub__game${g.available ? '' : ' pp-hub__game--soon'}`} data-testid={`game-card-${g.key}`}>
            <h3>
              <Icon shape={ICONS[g.key]} className="pp-hub__game-icon" /> {g.name}
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
