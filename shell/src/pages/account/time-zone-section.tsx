import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import { browserTimeZone } from '@app/shared/domain/calendar-day.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { SelectField } from '@app/shared/ui/select-field.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Every zone the browser knows, with the stored and the device's own always among them. */
function zoneOptions(...must: (string | null)[]): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const all = [...new Set([...must.filter((z): z is string => !!z), ...known])].sort()
  return all.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))
}

/**
 * The account's time zone: whose calendar days count training, the streak, check-ins and the daily
 * cap. The server allows one change a day (so nobody makes two days out of one) and keeps a record of
 * each; this section says so, and says when the next change is possible.
 */
export function TimeZoneSection() {
  const dispatch = useAppDispatch()
  const fetcher = useCallback(() => progressApi.timeZone(), [])
  const { load, reload } = useLoad(fetcher)
  const [chosen, setChosen] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const device = useMemo(browserTimeZone, [])
  const stored = load.status === 'ready' ? load.data.time_zone : null
  const options = useMemo(() => zoneOptions(stored, device), [stored, device])

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const zone = chosen ?? stored ?? device
    if (zone === stored) return
    setSaving(true)
    setFailure(null)
    try {
      await progressApi.setTimeZone(zone)
      dispatch(toast.success(TRAINING_MESSAGES.timeZoneSaved))
      setChosen(null)
      reload()
    } catch (err) {
      setFailure(failureMessage(err, 'Could not save your time zone. Please try again.'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="pp-card" aria-labelledby="account-time-zone" data-testid="time-zone-section">
      <h2 id="account-time-zone">Time zone</h2>
      <p>{TRAINING_MESSAGES.timeZoneRule}</p>
      {load.status === 'loading' && <Spinner label="Loading your time zone…" />}
      {load.status === 'failed' && <LoadFailed message="Could not load your time zone" onRetry={reload} />}
      {load.status === 'ready' && (
        <form onSubmit={save} noValidate>
          <FormAlert message={failure} testId="time-zone-error" />
          <p data-testid="time-zone-current">
            {load.data.time_zone ? (
              <>
                Your days follow <strong>{load.data.time_zone.replaceAll('_', ' ')}</strong>.
              </>
            ) : (
              'No time zone set yet: your days follow UTC.'
            )}
          </p>
          {load.data.next_change_at && (
            <p className="pp-field__hint" data-testid="time-zone-next-change">
              Changed {load.data.changed_at ? when(load.data.changed_at) : 'today'}. You can change it again after{' '}
              {when(load.data.next_change_at)}.
            </p>
          )}
          <SelectField
            name="time_zone"
            label="Time zone"
            options={options}
            value={chosen ?? stored ?? device}
            hint={device !== stored ? `This device is in ${device.replaceAll('_', ' ')}.` : undefined}
            onChange={(e) => setChosen(e.target.value)}
          />
          <Button type="submit" busy={saving} busyLabel="Saving…" disabled={(chosen ?? stored ?? device) === stored}>
            Save Time Zone
          </Button>
        </form>
      )}
    </section>
  )
}
