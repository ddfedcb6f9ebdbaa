import { PLAYER_STYLES } from '@app/shared/domain/player-styles.ts'
import { StyleCard } from './style-card.tsx'

export type StylePickerProps = { value: string; error: string | undefined; onChange: (id: string) => void }

/** The three legendary playing styles as one radio group (a fieldset with its legend). */
export function StylePicker({ value, error, onChange }: StylePickerProps) {
  const errorId = error ? 'playing-style-error' : undefined
  return (
    <fieldset className="pp-style-picker" aria-invalid={error ? true : undefined}>
      <legend className="pp-style-picker__legend">Playing style</legend>
      <div className="pp-style-picker__cards">
        {PLAYER_STYLES.map((style) => (
          <StyleCard key={style.id} style={style} checked={value === style.id} describedBy={errorId} onChoose={onChange} />
        ))}
      </div>
      {error && (
        <p id={errorId} className="pp-field__error" data-testid="field-error-styleId">
          {error}
        </p>
      )}
    </fieldset>
  )
}
