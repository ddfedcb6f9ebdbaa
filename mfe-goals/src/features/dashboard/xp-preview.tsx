import { SESSION_TYPE_LABELS, type SessionType } from '@app/shared/domain/training.ts'
import { sessionXp, sessionTypeFactor, xpPreviewRange } from '@app/shared/domain/training-xp.ts'

export type XpPreviewProps = { sessionType: SessionType; minutes: number }

/**
 * The XP a session earns before it is saved: the form's range (base to 1.5 × base,
 * docs/features/training-and-progress.md) and, since the form knows the type, the exact figure (a
 * Recovery session earns less than the range's low end).
 */
export function XpPreview({ sessionType, minutes }: XpPreviewProps) {
  const range = xpPreviewRange(minutes)
  return (
    <div className="pp-xp-preview" data-testid="xp-preview-box">
      <p className="pp-xp-preview__range" data-testid="xp-preview">
        XP preview: {range.min}–{range.max} XP
      </p>
      <p className="pp-xp-preview__exact" data-testid="xp-exact">
        This {SESSION_TYPE_LABELS[sessionType]} session earns <strong>{sessionXp(sessionType, minutes)} XP</strong>{' '}
        <span className="pp-xp-preview__factor">(× {sessionTypeFactor(sessionType)})</span>
      </p>
    </div>
  )
}
