import { useState } from 'react'
import { gamesApi } from '@app/shared/api-client/games.ts'
import type { AgeGroup } from '@app/shared/domain/age-group.ts'
import {
  ACHIEVEMENT_CATEGORIES,
  type AchievementCategory,
  CATEGORY_LABELS,
  GROWTH_MESSAGES,
} from '@app/shared/domain/games/achievements.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { AchievementCard } from './achievement-card.tsx'
import { NextMilestone } from './next-milestone-panel.tsx'

type Filter = 'all' | AchievementCategory
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ACHIEVEMENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
]

const loadAchievements = (signal: AbortSignal) => gamesApi.achievements({ signal })

/** Totals, a growth-mindset line, category filters, the cards and the Next Milestone (docs/features/games.md). */
export function AchievementCenter({ ageGroup }: { ageGroup: AgeGroup }) {
  const { load, reload } = useLoad(loadAchievements)
  const [filter, setFilter] = useState<Filter>('all')
  // One line per visit, picked at random (docs/features/games.md), kept while the page is open.
  const [growth] = useState(() => {
    const lines = ageGroup === '8-12' ? GROWTH_MESSAGES.young : GROWTH_MESSAGES.older
    return lines[Math.floor(Math.random() * lines.length)]
  })

  if (load.status === 'loading') return <Spinner label="Loading your achievements…" />
  if (load.status === 'failed') {
    return (
      <div className="pp-alert" role="alert">
        <p>We could not load your achievements just now.</p>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </div>
    )
  }
  const { achievements, total_points, earned_count, completion_rate } = load.data
  const shown = filter === 'all' ? achievements : achievements.filter((a) => a.category === filter)

  return (
    <>
      <ul className="pp-hub__tiles" aria-label="Your achievement totals">
        <li className="pp-card pp-hub__tile" data-testid="achievements-total-points">
          <span className="pp-hub__tile-value">{total_points}</span>
          <span className="pp-hub__tile-label">Achievement points</span>
        </li>
        <li className="pp-card pp-hub__tile" data-testid="achievements-earned">
          <span className="pp-hub__tile-value">
            {earned_count}/{achievements.length}
          </span>
          <span className="pp-hub__tile-label">Achievements Earned</span>
        </li>
        <li className="pp-card pp-hub__tile" data-testid="achievements-completion">
          <span className="pp-hub__tile-value">{completion_rate}%</span>
          <span className="pp-hub__tile-label">Completion Rate</span>
        </li>
      </ul>
      <p className="pp-achievements__growth" data-testid="growth-message">
        {growth}
      </p>
      <NextMilestone achievements={achievements} />
      <div className="pp-achievements__filters" role="group" aria-label="Filter by category">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`pp-btn ${filter === f.value ? 'pp-btn--primary' : 'pp-btn--secondary'}`}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <p className="pp-visually-hidden" role="status">
        {shown.length} achievements shown
      </p>
      <ul className="pp-achievements__grid" data-testid="achievement-cards">
        {shown.map((a) => (
          <AchievementCard key={a.name} achievement={a} />
        ))}
      </ul>
    </>
  )
}
