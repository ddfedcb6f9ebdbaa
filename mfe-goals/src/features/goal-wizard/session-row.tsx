import { useState } from 'react'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { WizardSessionDraft } from '@app/shared/domain/goal-wizard.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { SessionDurationField } from './session-duration-field.tsx'
import { sessionErrors } from './wizard-checks.ts'

export type SessionRowProps = {
  session: WizardSessionDraft
  /** 1-based, for labels a screen reader can tell apart ("Session 2"). */
  number: number
  today: CalendarDay
  onChange: (change: Partial<Omit<WizardSessionDraft, 'id'>>) => void
  onRemove: () => void
}

/** One planned session: date, start time, duration (15 to 180, default 60) and notes. */
export function SessionRow({ session, number, today, onChange, onRemove }: SessionRowProps) {
  // The duration as typed: an emptied field stays empty instead of snapping to 0.
  const [durationText, setDurationText] = useState(String(session.duration))
  const errors = sessionErrors(session)
  const err = (e: string | undefined) => (e ? [e] : undefined)
  return (
    <li className="pp-wizard-session" data-testid="planned-session" aria-label={`Session ${number}`}>
      <div className="pp-wizard-session__fields">
        <TextField
          name={`session-date-${session.id}`}
          label="Date"
          type="date"
          min={today}
          value={session.session_date}
          errors={err(errors.session_date)}
          onChange={(e) => onChange({ session_date: e.target.value })}
        />
        <TextField
          name={`session-time-${session.id}`}
          label="Start time"
          type="time"
          value={session.start_time}
          errors={err(errors.start_time)}
          onChange={(e) => onChange({ start_time: e.target.value })}
        />
        <SessionDurationField
          name={`session-duration-${session.id}`}
          value={durationText}
          errors={err(errors.duration)}
          onChange={(e) => {
            setDurationText(e.target.value)
            onChange({ duration: e.target.value.trim() === '' ? 0 : Number(e.target.value) })
          }}
        />
      </div>
      <TextField
        name={`session-notes-${session.id}`}
        label="Notes"
        maxLength={500}
        placeholder="e.g. wall passes, 3 sets of 50"
        value={session.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
      />
      <Button variant="ghost" className="pp-wizard-session__remove" onClick={onRemove}>
        Remove session {number}
      </Button>
    </li>
  )
}
