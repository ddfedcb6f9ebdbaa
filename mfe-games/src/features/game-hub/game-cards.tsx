import { gamesApi } from '@app/shared/api-client/games.ts'
import { GAME_CARDS } from '@app/shared/domain/games/game-catalogue.ts'
import type { GameCardsResponse } from '@app/shared/schemas/games.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { helpCircle, lightbulb, target, zap } from '@app/shared/ui/icon-shapes.ts'
import { useLoad } from '@app/shared/ui/use-load.ts'

const loadCardPoints = (signal: AbortSignal) => gamesApi.cards({ signal })

/** A card's points as the server computed them from its content ("0-69 game points · "); nothing until known. */
function pointsText(points: GameCardsResponse['points'] | null, key: string): string {
  const range = points && key in points ? points[key as keyof GameCardsResponse['points']] : null
  return range ? `${range.min}-${range.max} game points · ` : ''
}

const ICONS = { 'decision-drill': lightbulb, 'soccer-trivia': helpCircle, 'reaction-master': zap, 'skill-challenge': target } as const

/**
 * The games with the points one play can score and their minutes (docs/features/games.md); Skill
 * Challenge is Coming Soon and disabled. The points come from the server, which holds the content.
 */
export function GameCards({ young }: { young: boolean }) {
  const { load } = useLoad(loadCardPoints)
  const points = load.status === 'ready' ? load.data : null
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
              <span data-testid={`game-card-points-${g.key}`}>{pointsText(points, g.key)}</span>
              {g.minutes.min}-{g.minutes.max} min
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
