import type { AchievementView } from '@app/shared/schemas/games.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { ModalDialog } from '@app/shared/ui/modal-dialog.tsx'
import { Icon } from '@app/shared/ui/icon.tsx'
import { trophy } from '@app/shared/ui/icon-shapes.ts'

/** "Achievement unlocked" after a play (docs/features/games.md): what this play newly earned, nothing older. */
export function AchievementsPopup({ earned, onClose }: { earned: readonly AchievementView[]; onClose: () => void }) {
  const points = earned.reduce((sum, a) => sum + a.points, 0)
  return (
    <ModalDialog
      title={earned.length === 1 ? 'Achievement unlocked!' : `${earned.length} achievements unlocked!`}
      onClose={onClose}
      testId="achievements-popup"
      actions={
        <Button onClick={onClose} data-dialog-initial-focus="">
          Awesome!
        </Button>
      }
    >
      <ul className="pp-game-earned">
        {earned.map((a) => (
          <li key={a.name} className={`pp-game-earned__item pp-rarity--${a.rarity}`}>
            <Icon shape={trophy} className="pp-game-earned__icon" />
            <span>
              <strong>{a.name}</strong> <span className="pp-game-earned__points">+{a.points} pts</span>
              <br />
              {a.description}
            </span>
          </li>
        ))}
      </ul>
      <p>+{points} achievement points</p>
    </ModalDialog>
  )
}
