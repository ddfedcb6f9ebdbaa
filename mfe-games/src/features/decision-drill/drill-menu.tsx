import { useState } from 'react'
import { AGE_GROUPS, type AgeGroup } from '@app/shared/domain/age-group.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { RadioGroup } from '@app/shared/ui/radio-group.tsx'
import type { DrillMode } from './drill-mode.ts'

export type DrillMenuProps = {
  defaultAgeGroup: AgeGroup
  /** Signed in: the server plays the profile's age group, so the menu shows it instead of a choice. */
  ageGroupFromProfile: boolean
  loading: boolean
  onStart: (ageGroup: AgeGroup, mode: DrillMode) => void
}

const AGE_OPTIONS = AGE_GROUPS.map((g) => ({ value: g, label: `Ages ${g}` }))
const MODE_OPTIONS = [
  { value: 'standard' as const, label: 'Standard' },
  { value: 'pro' as const, label: 'Pro Soccer IQ' },
]

/** Decision Drill's menu (docs/features/games.md): the mode, and the age group (the profile's when signed in, a visitor's choice otherwise). */
export function DrillMenu({ defaultAgeGroup, ageGroupFromProfile, loading, onStart }: DrillMenuProps) {
  const [ageGroup, setAgeGroup] = useState<AgeGroup>(defaultAgeGroup)
  const [mode, setMode] = useState<DrillMode>('standard')
  const young = ageGroup === '8-12' && mode === 'standard'
  return (
    <section className="pp-card pp-drill-menu" aria-labelledby="drill-menu-title" data-testid="drill-menu">
      <h2 id="drill-menu-title">{young ? 'Ready to be the playmaker?' : 'Set up your drill'}</h2>
      <p>
        {young
          ? 'You get 5 match moments. Pick the best move before the timer runs out!'
          : 'Five match situations, a few seconds each. Choose the best decision before time runs out.'}
      </p>
      <RadioGroup
        name="mode"
        legend="Mode"
        options={MODE_OPTIONS}
        value={mode}
        onChange={setMode}
        hint="Pro Soccer IQ: professional scenarios with the reasoning, outcome and risk of each option."
        testId="drill-mode"
      />
      {mode === 'standard' && ageGroupFromProfile && (
        <p data-testid="drill-age-group">
          Age group: <strong>Ages {ageGroup}</strong> (from your profile)
        </p>
      )}
      {mode === 'standard' && !ageGroupFromProfile && (
        <RadioGroup
          name="age-group"
          legend="Age group"
          options={AGE_OPTIONS}
          value={ageGroup}
          onChange={setAgeGroup}
          testId="drill-age-group"
        />
      )}
      <Button onClick={() => onStart(ageGroup, mode)} busy={loading} busyLabel="Starting…">
        Start Drill
      </Button>
    </section>
  )
}
