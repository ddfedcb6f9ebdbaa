import type { CSSProperties } from 'react'
import type { PlayerStyle } from '@app/shared/domain/player-styles.ts'
import { PILLAR_LABELS } from '@app/shared/domain/goals.ts'

export type StyleCardProps = { style: PlayerStyle; checked: boolean; describedBy?: string | undefined; onChoose: (id: string) => void }

/**
 * One playing style as a card around a real radio input: the group gets native radio semantics and
 * keyboard (Tab into the group, arrow keys between styles, Space to choose).
 */
export function StyleCard({ style, checked, describedBy, onChoose }: StyleCardProps) {
  return (
    <label
      className="pp-style-card"
      data-checked={checked}
      data-testid="style-card"
      style={{ '--pp-style-color': style.color } as CSSProperties}
    >
      <input
        className="pp-style-card__input"
        type="radio"
        name="playing-style"
        value={style.id}
        checked={checked}
        aria-describedby={describedBy}
        onChange={() => onChoose(style.id)}
      />
      <span className="pp-style-card__accent" aria-hidden="true" />
      <span className="pp-style-card__style">{style.style}</span>
      <span className="pp-style-card__name">{style.name}</span>
      <span className="pp-style-card__description">{style.description}</span>
      <span className="pp-style-card__focus">Focus: {style.focusPillars.map((p) => PILLAR_LABELS[p]).join(' & ')}</span>
      <span className="pp-style-card__check" aria-hidden="true">
        ✓
      </span>
    </label>
  )
}
