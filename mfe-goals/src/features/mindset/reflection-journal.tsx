import { type FormEvent, useState } from 'react'
import { failureMessage, fieldErrorsOf } from '@app/shared/api-client/api-failure.ts'
import { mindsetApi } from '@app/shared/api-client/mindset.ts'
import { REFLECTION_MAX_LENGTH, REFLECTION_PROMPTS, type ReflectionField } from '@app/shared/domain/mindset.ts'
import { MINDSET_MESSAGES } from '@app/shared/domain/messages/mindset.ts'
import type { ReflectionEntry } from '@app/shared/schemas/mindset.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'
import { TextAreaField } from '@app/shared/ui/text-area-field.tsx'
import { withToasts } from '@app/shared/ui/with-toasts.ts'

const FIELDS = Object.keys(REFLECTION_PROMPTS) as ReflectionField[]
const EMPTY: Record<ReflectionField, string> = { went_well: '', learned: '', next_focus: '' }

/** The reflection journal: three questions after training (`canWrite`: the plan has them), and the entries written before. */
export function ReflectionJournal({
  entries,
  onChanged,
  canWrite,
}: {
  entries: readonly ReflectionEntry[]
  onChanged: () => void
  canWrite: boolean
}) {
  const dispatch = useAppDispatch()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setFormError(null)
    try {
      await mindsetApi.save(values)
      setValues(EMPTY)
      setErrors({})
      dispatch(toast.success(MINDSET_MESSAGES.saved))
      onChanged()
    } catch (err) {
      const fields = fieldErrorsOf(err)
      setErrors(fields)
      if (Object.keys(fields).length === 0) setFormError(failureMessage(err, 'Your reflection was not saved. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  async function remove(entry: ReflectionEntry) {
    await withToasts(
      dispatch,
      () => mindsetApi.remove(entry.id),
      MINDSET_MESSAGES.removed,
      'The reflection was not removed. Please try again.',
    )
    onChanged()
  }

  return (
    <section className="pp-card pp-mindset__tool" aria-labelledby="journal-title" data-testid="reflection-journal">
      <h2 id="journal-title">Reflection Journal</h2>
      <p className="pp-mindset__hint">A minute after training: answer one question or all three. Only you can read your journal.</p>
      {canWrite && (
        <form className="pp-mindset__form" onSubmit={save} noValidate>
          {formError && <FormAlert message={formError} />}
          {FIELDS.map((field) => (
            <TextAreaField
              key={field}
              name={field}
              label={REFLECTION_PROMPTS[field]}
              hint={`Up to ${REFLECTION_MAX_LENGTH} characters.`}
              value={values[field]}
              errors={errors[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            />
          ))}
          <Button type="submit" busy={busy} busyLabel="Saving…">
            Save Reflection
          </Button>
        </form>
      )}
      {entries.length > 0 && (
        <>
          <h3>Your reflections</h3>
          <ul className="pp-mindset__entries">
            {entries.map((e) => (
              <li key={e.id} className="pp-mindset__entry" data-testid="reflection">
                <strong>{formatCalendarDay(e.day)}</strong>
                <dl>
                  {FIELDS.filter((f) => e[f]).map((f) => (
                    <div key={f}>
                      <dt>{REFLECTION_PROMPTS[f]}</dt>
                      <dd>{e[f]}</dd>
                    </div>
                  ))}
                </dl>
                <Button variant="ghost" onClick={() => void remove(e)}>
                  Remove <span className="pp-visually-hidden">the reflection of {formatCalendarDay(e.day)}</span>
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
