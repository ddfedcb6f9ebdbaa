import { useCallback, useState } from 'react'
import { drillsApi } from '@app/shared/api-client/drills.ts'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { AGE_GROUPS, type AgeGroup, ageGroupFromAge } from '@app/shared/domain/age-group.ts'
import { DRILL_EQUIPMENT, type DrillEquipment } from '@app/shared/domain/drills/drill.ts'
import { PILLAR_LABELS, WIZARD_PILLARS, type WizardPillar } from '@app/shared/domain/goals.ts'
import { DRILL_MESSAGES } from '@app/shared/domain/messages/drills.ts'
import { Link } from '@app/shared/routing/index.ts'
import type { DrillSummary } from '@app/shared/schemas/drills.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { EQUIPMENT_LABELS } from './drill-labels.ts'
import './drills.css'

const MINUTE_CHOICES = [5, 10, 15, 20, 30] as const

/** `ageGroup` null: not chosen yet, so a signed-in player's own group (known once the session is). */
type Filters = { pillar: WizardPillar | ''; ageGroup: AgeGroup | '' | null; have: DrillEquipment[]; maxMinutes: number | ''; q: string }

/** /app/drills: the drill library (docs/features/drills.md), signed out too. */
export function DrillLibraryPage() {
  const { user } = useAppSelector(selectSession)
  const [filters, setFilters] = useState<Filters>({ pillar: '', ageGroup: null, have: [], maxMinutes: '', q: '' })
  // A signed-in player starts on their own age group; a visitor sees every drill.
  const ageGroup = filters.ageGroup ?? (user?.age != null ? ageGroupFromAge(user.age) : '')
  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }))
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      drillsApi.list(
        {
          pillar: filters.pillar || undefined,
          age_group: ageGroup || undefined,
          equipment: filters.have.length ? filters.have.join(',') : undefined,
          max_minutes: filters.maxMinutes === '' ? undefined : filters.maxMinutes,
          q: filters.q.trim() || undefined,
        },
        { signal },
      ),
    [filters, ageGroup],
  )
  const { load, reload } = useLoad(fetcher)
  return (
    <article className="pp-page pp-drills" aria-labelledby="drills-title" data-testid="drill-library">
      <h1 id="drills-title">Drill Library</h1>
      <p className="pp-drills__hint">Drills for every pillar: most need one ball and a small space.</p>
      <form className="pp-card pp-drills__filters" role="search" aria-label="Find drills" onSubmit={(e) => e.preventDefault()}>
        <label className="pp-drills__field">
          <span>Search</span>
          <input type="search" value={filters.q} maxLength={60} onChange={(e) => set({ q: e.target.value })} data-testid="drill-search" />
        </label>
        <label className="pp-drills__field">
          <span>Pillar</span>
          <select value={filters.pillar} onChange={(e) => set({ pillar: e.target.value as Filters['pillar'] })} data-testid="drill-pillar">
            <option value="">All pillars</option>
            {WIZARD_PILLARS.map((p) => (
              <option key={p} value={p}>
                {PILLAR_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="pp-drills__field">
          <span>Age group</span>
          <select value={ageGroup} onChange={(e) => set({ ageGroup: e.target.value as Filters['ageGroup'] })} data-testid="drill-age">
            <option value="">All ages</option>
            {AGE_GROUPS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="pp-drills__field">
          <span>Minutes</span>
          <select
            value={filters.maxMinutes}
            onChange={(e) => set({ maxMinutes: e.target.value === '' ? '' : Number(e.target.value) })}
            data-testid="drill-minutes"
          >
            <option value="">Any length</option>
            {MINUTE_CHOICES.map((m) => (
              <option key={m} value={m}>
                Up to {m} minutes
              </option>
            ))}
          </select>
        </label>
        <fieldset className="pp-drills__have">
          <legend>What you have (none ticked: anything)</legend>
          {DRILL_EQUIPMENT.map((item) => (
            <label key={item} className="pp-drills__chip">
              <input
                type="checkbox"
                checked={filters.have.includes(item)}
                onChange={(e) => set({ have: e.target.checked ? [...filters.have, item] : filters.have.filter((h) => h !== item) })}
              />
              {EQUIPMENT_LABELS[item]}
            </label>
          ))}
        </fieldset>
      </form>
      {load.status === 'loading' && <Spinner label="Loading drills…" />}
      {load.status === 'failed' && <LoadFailed message={failureMessage(load.error, DRILL_MESSAGES.loadFailed)} onRetry={reload} />}
      {load.status === 'ready' && <DrillResults drills={load.data} />}
    </article>
  )
}

function DrillResults({ drills }: { drills: DrillSummary[] }) {
  if (drills.length === 0) {
    return (
      <p className="pp-card pp-drills__empty" role="status" data-testid="drills-empty">
        {DRILL_MESSAGES.noMatch}
      </p>
    )
  }
  return (
    <>
      <p className="pp-drills__count" role="status">
        {drills.length} {drills.length === 1 ? 'drill' : 'drills'}
      </p>
      <ul className="pp-drills__list" data-testid="drill-results">
        {drills.map((d) => (
          <li key={d.slug} className="pp-card pp-drills__card" data-testid="drill-card">
            <h2 className="pp-drills__card-title">
              <Link to={`/app/drills/${d.slug}`}>{d.title}</Link>
            </h2>
            <p>{d.summary}</p>
            <p className="pp-drills__meta">
              <span>{PILLAR_LABELS[d.pillar]}</span> · <span>{d.minutes} min</span> ·{' '}
              <span>{d.equipment.length ? d.equipment.map((e) => EQUIPMENT_LABELS[e]).join(', ') : 'No equipment'}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
