import { OFFLINE_ACTION_NAMES, OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import type { QueuedAction, RefusedAction } from '@app/shared/offline/offline-queue.ts'
import { Button } from '@app/shared/ui/button.tsx'

export type OfflineQueueNoticeProps = {
  pending: readonly QueuedAction[]
  refused: readonly RefusedAction[]
  onDismiss: (id: string) => void
}

/**
 * What is kept on this device to sync (docs/features/training-and-progress.md "Offline"), and what
 * the server refused once it was sent: never dropped without the player seeing why.
 */
export function OfflineQueueNotice({ pending, refused, onDismiss }: OfflineQueueNoticeProps) {
  if (pending.length === 0 && refused.length === 0) return null
  return (
    <section className="pp-card pp-dash-offline" aria-label="Saved on this device" data-testid="offline-queue">
      {pending.length > 0 && (
        <p role="status" data-testid="offline-waiting">
          {OFFLINE_MESSAGES.waitingToSync}: {pending.map((a) => OFFLINE_ACTION_NAMES[a.kind]).join(', ')}
        </p>
      )}
      {refused.map((r) => (
        <p key={r.action.id} role="alert" className="pp-dash-offline__refused" data-testid="offline-refused">
          {OFFLINE_MESSAGES.refused(OFFLINE_ACTION_NAMES[r.action.kind], r.message)}{' '}
          <Button variant="secondary" onClick={() => onDismiss(r.action.id)}>
            {OFFLINE_MESSAGES.dismiss}
          </Button>
        </p>
      ))}
    </section>
  )
}
