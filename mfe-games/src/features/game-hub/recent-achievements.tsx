import { Link } from '@app/shared/routing/index.ts'
import type { AchievementView } from '@app/shared/schemas/games.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { trophy } from '@app/shared/ui/icon-shapes.ts'

/** Up to 6 newest achievements (docs/features/games.md), with a way to the Achievement Center. */
export function RecentAchievements({ achievements, young }: { achievements: readonly AchievementView[]; young: boolean }) {
  return (
    <section className="pp-card pp-hub__recent" aria-labelledby="recent-achievements-title" data-testid="recent-achievements">
      <h2 id="recent-achievements-title">Recent Achievements</h2>
      {achievements.length === 0 ? (
        <p>{young ? 'Play a game to win your first achievement!' : 'No achievements yet. Finish a game to earn your first.'}</p>
      ) : (
        <ul className="pp-hub__recent-list">
          {achievements.slice(0, 6).map((a) => (
            <li key={a.name} className={`pp-rarity--${a.rarity}`}>
              <Icon shape={trophy} size={18} className="pp-hub__recent-icon" /> <strong>{a.name}</strong>{' '}
              <span className="pp-hub__recent-points">+{a.points} achievement points</span>
              <br />
              <span className="pp-hub__recent-desc">{a.description}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/app/achievements">See all achievements</Link>
    </section>
  )
}
