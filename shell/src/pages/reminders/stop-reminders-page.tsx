import { type FormEvent, useState } from 'react'
import { api } from '@app/shared/api-client/api.ts'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { REMINDER_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { Link, useLocation } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import '../auth/auth.css'

/** The token from `#token=…`: in the fragment, so it never reaches a server log or a Referer. */
const tokenIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token')

type Outcome = { tone: 'success' | 'error'; text: string } | null

/**
 * /app/reminders/stop#token=…, the link at the end of every reminder mail: one confirming click turns
 * that account's reminders off, signed in or not (a parent reading mail about a child is not signed
 * in as the child). Not done on load: mail scanners open links, and a person should choose this.
 */
export function StopRemindersPage() {
  const { hash } = useLocation()
  // Another link opened in the same tab is another account's page: start over.
  return <StopReminders key={hash} token={tokenIn(hash)} />
}

function StopReminders({ token }: { token: string | null }) {
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { tone: 'error', text: REMINDER_MESSAGES.invalidStopLink })
  const [busy, setBusy] = useState(false)
  const done = outcome?.tone === 'success'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    try {
      await api.post('/notifications/stop', { token })
      setOutcome({ tone: 'success', text: REMINDER_MESSAGES.stopped })
    } catch (err) {
      const info = toApiErrorInfo(err, REMINDER_MESSAGES.stopFailed)
      setOutcome({
        tone: 'error',
        text: info.fields.token?.[0] ?? (info.code === 'NOT_AVAILABLE' ? info.message : REMINDER_MESSAGES.stopFailed),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="pp-auth pp-card" aria-labelledby="stop-reminders-title">
      <h1 id="stop-reminders-title">Stop Reminders</h1>
      <FormAlert message={outcome?.text ?? null} tone={outcome?.tone} testId="stop-reminders-message" />
      {token && !done && (
        <form className="pp-auth-form" aria-label="Stop reminders" onSubmit={submit}>
          <p>Turn off PitchPath's reminder mails for this account? Planned sessions, goals and everything else stay as they are.</p>
          <Button type="submit" block busy={busy} busyLabel="Stopping…">
            Stop Reminders
          </Button>
        </form>
      )}
      <p>
        <Link to="/app/dashboard">Notification settings on the dashboard</Link>
      </p>
    </section>
  )
}
