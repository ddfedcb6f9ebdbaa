import { useCallback, useState } from 'react'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { securityApi } from '@app/shared/api-client/security.ts'
import { SECURITY_MESSAGES } from '@app/shared/domain/messages/security.ts'
import { useNavigate } from '@app/shared/routing/index.ts'
import { sessionEnded, toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { ConfirmDialog } from '@app/shared/ui/confirm-dialog.tsx'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Where the account is signed in, with a way to end any one session or all of them. */
export function SessionsSection() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const fetcher = useCallback(() => securityApi.sessions(), [])
  const { load, reload } = useLoad(fetcher)
  const [confirmAll, setConfirmAll] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)

  async function end(id: string) {
    setBusy(id)
    try {
      await securityApi.endSession(id)
      dispatch(toast.success(SECURITY_MESSAGES.sessionEnded))
      reload()
    } catch (err) {
      dispatch(toast.error(failureMessage(err, SECURITY_MESSAGES.sessionNotFound)))
      reload()
    } finally {
      setBusy(null)
    }
  }

  async function endAll() {
    setBusy('all')
    try {
      await securityApi.signOutEverywhere()
    } finally {
      // Even if the answer was lost, this page must not keep acting for the account.
      dispatch(sessionEnded())
      dispatch(toast.success(SECURITY_MESSAGES.signedOutEverywhere))
      navigate('/app/auth', { replace: true })
    }
  }

  return (
    <section className="pp-card" aria-labelledby="account-sessions" data-testid="sessions-section">
      <h2 id="account-sessions">Where you are signed in</h2>
      {load.status === 'loading' && <Spinner label="Loading sessions…" />}
      {load.status === 'failed' && <LoadFailed message="Could not load your sessions" onRetry={reload} />}
      {load.status === 'ready' && (
        <ul className="pp-account__sessions">
          {load.data.map((s) => (
            <li key={s.id} className="pp-account__session" data-testid="session-row">
              <span>
                <strong>{s.device}</strong>
                {s.current && <span className="pp-badge pp-badge--success"> This device</span>}
                <br />
                <span className="pp-account__muted">
                  Signed in {when(s.created_at)} · last active {when(s.last_seen_at)}
                </span>
              </span>
              {!s.current && (
                <Button
                  variant="secondary"
                  onClick={() => end(s.id)}
                  busy={busy === s.id}
                  busyLabel="Signing out…"
                  aria-label={`Sign out ${s.device}, signed in ${when(s.created_at)}`}
                >
                  Sign Out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button variant="danger" onClick={() => setConfirmAll(true)}>
        Sign Out Everywhere
      </Button>
      {confirmAll && (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign Out Everywhere"
          busy={busy === 'all'}
          onConfirm={endAll}
          onCancel={() => setConfirmAll(false)}
          testId="sign-out-everywhere-confirm"
        >
          <p>Every device signed in to your account is signed out, this one too. You will need your password to sign in again.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
