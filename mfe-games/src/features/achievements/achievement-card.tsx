import { CATEGORY_LABELS } from '@app/shared/domain/games/achievements.ts'
import type { AchievementView } from '@app/shared/schemas/games.ts'
import { ProgressBar } from '@app/shared/ui/progress-bar.tsx'
import { Icon } from '@app/shared/ui/icon.tsx'
import { lock, trophy } from '@app/shared/ui/icon-shapes.ts'
import { dateFormat } from '@app/shared/ui/format-dates.ts'

// Built when a card is drawn, not when the module loads: the first Intl object of a page is costly.
const earnedDay = (at: string) => dateFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(at))
const RARITY_LABEL = { common: 'Common', uncommon: 'Uncommon', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' } as const

/** One achievement: earned with its date, or locked with the player's progress toward it. */
export function AchievementCard({ achievement: a }: { achievement: AchievementView }) {
  const earned = a.earned_at !== null
  return (
    <li
      className={`pp-card pp-achievement pp-rarity--${a.rarity}${earned ? ' is-earned' : ' is-locked'}`}
      data-testid="achievement-card"
      data-category={a.category}
      data-earned={earned}
    >
      <p className="pp-achievement__top">
        <Icon shape={earned ? trophy : lock} className="pp-achievement__icon" />
        <span className="pp-achievement__rarity">{RARITY_LABEL[a.rarity]}</span>
        <span className="pp-achievement__points">{a.points} pts</span>
      </p>
      <h3 className="pp-achievement__name">{a.name}</h3>
      <p>{a.description}</p>
      <p className="pp-achievement__category">{CATEGORY_LABELS[a.category]}</p>
      {earned ? (
        <p className="pp-achievement__earned">Earned {earnedDay(a.earned_at!)}</p>
      ) : (
        <>
          <ProgressBar
            percent={a.total > 0 ? (a.progress / a.total) * 100 : 0}
            label={`Progress toward ${a.name}`}
            valueText={`${a.progress} of ${a.total}`}
          />
          <p className="pp-achievement__progress">
            {a.progress}/{a.total}
          </p>
        </>
      )}
    </li>
  )
}
