import { useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { PERMISSION_LABELS } from '@app/shared/domain/family/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import type { InvitationView, LinkRequestView } from '@app/shared/schemas/family.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { ConfirmDialog } from '@app/shared/ui/confirm-dialog.tsx'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'

type Revoking = { kind: 'link'; item: LinkRequestView } | { kind: 'invitation'; item: InvitationView }

const date = (iso: string) => new Date(iso).toLocaleDateString()

/** Open link requests and invitations with their state, each revocable after a confirmation. */
export function PendingRequests({
  linkRequests,
  invitations,
  onChanged,
}: {
  linkRequests: LinkRequestView[]
  invitations: InvitationView[]
  onChanged: () => void
}) {
  const dispatch = useAppDispatch()
  const [revoking, setRevoking] = useState<Revoking | null>(null)
  const [busy, setBusy] = useState(false)

  async function revoke() {
    if (!revoking) return
    setBusy(true)
    try {
      if (revoking.kind === 'link') await familyApi.revokeLink(revoking.item.id)
      else await familyApi.revokeInvitation(revoking.item.id)
      dispatch(toast.success(FAMILY_MESSAGES.revoked))
      onChanged()
    } catch (err) {
      dispatch(toast.error(failureMessage(err, 'Could not revoke. Please try again.')))
    } finally {
      setBusy(false)
      setRevoking(null)
    }
  }

  return (
    <section className="pp-card" aria-labelledby="pending-title" data-testid="pending-link-requests">
      <h2 id="pending-title">Pending Link Requests</h2>
      {linkRequests.length === 0 && invitations.length === 0 ? (
        <p className="pp-family__muted">No pending requests or invitations.</p>
      ) : (
        <ul className="pp-family__list">
          {linkRequests.map((r) => (
            <li key={r.id} className="pp-family__row" data-testid="pending-link-request">
              <span>
                <strong>{r.child_email}</strong> · {PERMISSION_LABELS[r.permission_level]} ·{' '}
                <span data-testid="link-status">{r.status_text}</span>
                <span className="pp-family__muted"> · open until {date(r.expires_at)}</span>
              </span>
              <Button variant="ghost" onClick={() => setRevoking({ kind: 'link', item: r })}>
                Revoke <span className="pp-visually-hidden">the link request for {r.child_email}</span>
              </Button>
            </li>
          ))}
          {invitations.map((i) => (
            <li key={i.id} className="pp-family__row" data-testid="pending-invitation">
              <span>
                Invitation for <strong>{i.invited_email}</strong> ({i.relationship_type === 'parent' ? 'guardian' : 'child'}) · code{' '}
                <span className="pp-family__code">{i.code}</span>
                <span className="pp-family__muted"> · open until {date(i.expires_at)}</span>
              </span>
              <Button variant="ghost" onClick={() => setRevoking({ kind: 'invitation', item: i })}>
                Revoke <span className="pp-visually-hidden">the invitation for {i.invited_email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoking && (
        <ConfirmDialog title="Revoke?" confirmLabel="Revoke" busy={busy} onConfirm={() => void revoke()} onCancel={() => setRevoking(null)}>
          {revoking.kind === 'link'
            ? `The link request for ${revoking.item.child_email} will stop working.`
            : `The invitation for ${revoking.item.invited_email} will stop working.`}
        </ConfirmDialog>
      )}
    </section>
  )
}
