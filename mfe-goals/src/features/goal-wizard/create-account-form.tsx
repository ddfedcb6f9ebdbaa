import { type FormEvent, useState } from 'react'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { SignUpWithTimeZoneRequest } from '@app/shared/schemas/time-zone.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { PlayerSignUpFields } from '@app/shared/ui/player-sign-up-fields.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { type AccountValues, allAccountFieldsFilled, checkAccount, initialAccountValues } from './account-values.ts'
import { WizardNav } from './wizard-nav.tsx'

export type CreateAccountFormProps = {
  playerAge: number
  busy: boolean
  /** Saving is impossible as things stand (e.g. more goals than a free account holds). */
  blocked: string | null
  failure: string | null
  serverErrors: Record<string, string[]>
  onCreate: (request: SignUpWithTimeZoneRequest) => void
  onPrevious: () => void
}

/**
 * Step 3 signed out: create the player account in place, with the auth screen's rules and messages.
 * The button looks disabled until every field is filled, but still answers a click with the reason.
 */
export function CreateAccountForm({ playerAge, busy, blocked, failure, serverErrors, onCreate, onPrevious }: CreateAccountFormProps) {
  const [values, setValues] = useState<AccountValues>(() => initialAccountValues(playerAge))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const filled = allAccountFieldsFilled(values)
  const shown = { ...serverErrors, ...errors }

  const field = (name: keyof AccountValues) => ({
    name,
    value: values[name],
    errors: shown[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }))
      setNotice(null)
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (blocked) return setNotice(blocked)
    if (!filled) return setNotice(GOAL_MESSAGES.fillAccountFields)
    const check = checkAccount(values)
    if (!check.ok) return setErrors(check.errors)
    setErrors({})
    setNotice(null)
    onCreate(check.request)
  }

  return (
    <form
      className="pp-wizard-account"
      aria-labelledby="wizard-account-title"
      data-testid="wizard-account-form"
      noValidate
      onSubmit={submit}
    >
      <h3 id="wizard-account-title" className="pp-wizard__subtitle">
        Create your player account
      </h3>
      <FormAlert message={notice ?? failure} testId="wizard-account-error" />
      <div className="pp-wizard-account__row">
        <TextField label="First Name" autoComplete="given-name" required {...field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" required {...field('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <div className="pp-wizard-account__row">
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters"
          {...field('password')}
        />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      </div>
      <div className="pp-wizard-account__row">
        <PlayerSignUpFields field={field} />
      </div>
      <WizardNav onPrevious={onPrevious}>
        <Button
          type="submit"
          aria-disabled={!filled || blocked !== null || undefined}
          busy={busy}
          busyLabel="Creating account…"
          data-testid="wizard-finish"
        >
          Create Account &amp; Save Goals
        </Button>
      </WizardNav>
    </form>
  )
}
