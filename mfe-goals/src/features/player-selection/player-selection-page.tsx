import { type FormEvent, useState } from 'react'
import { SKILL_LEVELS } from '@app/shared/domain/account.ts'
import { STYLE_SCREEN_AGE } from '@app/shared/domain/age-group.ts'
import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { useNavigate } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { SelectField } from '@app/shared/ui/select-field.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { checkPlayer, EMPTY_PLAYER, type PlayerCheck, type PlayerValues } from './player-values.ts'
import { ResumeDraftBanner } from './resume-draft-banner.tsx'
import { StylePicker } from './style-picker.tsx'
import { useStoredDraft } from './use-stored-draft.ts'
import './player-selection.css'

const SKILL_OPTIONS = SKILL_LEVELS.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))

/** The stored draft's choices, so Continue with the same answers picks that plan up again. */
function startingValues(draft: WizardDraft | null): PlayerValues {
  if (!draft) return EMPTY_PLAYER
  return { styleId: draft.player.styleId, age: String(draft.player.age), skill_level: draft.player.skill_level }
}

/** /app/player-selection: "Choose Your Playing Style" (docs/features/goals.md), then age and skill level. Works signed out. */
export function PlayerSelectionPage() {
  const navigate = useNavigate()
  const { draft, discard } = useStoredDraft()
  const [values, setValues] = useState<PlayerValues>(() => startingValues(draft))
  const [errors, setErrors] = useState<Extract<PlayerCheck, { ok: false }>['errors']>({})

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = checkPlayer(values)
    if (!check.ok) {
      setErrors(check.errors)
      // Focus the first problem: the chosen-style radio group, else the age field.
      const target = check.errors.styleId ? 'input[name="playing-style"]' : 'input[name="age"]'
      event.currentTarget.querySelector<HTMLElement>(target)?.focus()
      return
    }
    navigate('/app/goal-creation', { state: { player: check.player } })
  }

  const change = (patch: Partial<PlayerValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }))
  }

  return (
    <article className="pp-page pp-player-selection" aria-labelledby="player-selection-title" data-testid="player-selection-page">
      <h1 id="player-selection-title">Choose Your Playing Style</h1>
      <p className="pp-player-selection__lead">
        Pick the legend you play like. We will recommend goals that build your game, then you plan your training.
      </p>
      {draft && (
        <ResumeDraftBanner
          draft={draft}
          onDiscard={() => {
            discard()
            setValues(EMPTY_PLAYER)
          }}
        />
      )}
      <form className="pp-player-selection__form" aria-label="Player details" noValidate onSubmit={submit}>
        <StylePicker value={values.styleId} error={errors.styleId?.[0]} onChange={(styleId) => change({ styleId })} />
        <div className="pp-card pp-player-selection__details">
          <h2 className="pp-player-selection__subtitle">About you</h2>
          <div className="pp-player-selection__row">
            <TextField
              name="age"
              label="Age"
              type="number"
              inputMode="numeric"
              required
              min={STYLE_SCREEN_AGE.min}
              max={STYLE_SCREEN_AGE.max}
              value={values.age}
              errors={errors.age}
              onChange={(e) => change({ age: e.target.value })}
            />
            <SelectField
              name="skill_level"
              label="Skill Level"
              options={SKILL_OPTIONS}
              value={values.skill_level}
              onChange={(e) => change({ skill_level: e.target.value as PlayerValues['skill_level'] })}
            />
          </div>
          <Button type="submit" className="pp-player-selection__continue" data-testid="player-continue">
            Continue <span aria-hidden="true">→</span>
          </Button>
        </div>
      </form>
    </article>
  )
}
