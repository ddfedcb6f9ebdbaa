import { type FormEvent, useState } from 'react'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { meApi } from '@app/shared/api-client/me.ts'
import { CONSENT_MESSAGES, isParentManaged } from '@app/shared/domain/family/parental-consent.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { toast, useAppDispatch, userUpdated } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'

const AGE = { min: 6, max: 120 }

/**
 * The age on the profile (it picks the games' age group). A child under 13 whose parent consented
 * sees it but cannot change it: the parent manages it, and the server refuses the change anyway.
 */
export function ProfileSection({ user }: { user: User }) {
  const dispatch = useAppDispatch()
  const [age, setAge] = useState(user.age === null ? '' : String(user.age))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const managed = isParentManaged(user, Date.now())

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = age.trim() === '' ? null : Number(age)
    if (value !== null && (!Number.isInteger(value) || value < AGE.min || value > AGE.max)) {
      return setError(`Age must be a whole number from ${AGE.min} to ${AGE.max}`)
    }
    setError(null)
    setBusy(true)
    try {
      dispatch(userUpdated(await meApi.updateProfile({ age: value })))
      dispatch(toast.success('Profile saved.'))
    } catch (err) {
      setError(failureMessage(err, 'Could not save your profile'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="pp-card" aria-labelledby="account-profile" data-testid="profile-section">
      <h2 id="account-profile">Profile</h2>
      {managed ? (
        <dl>
          <dt>Age</dt>
          <dd data-testid="profile-age">{user.age ?? 'Not given'}</dd>
          <dd data-testid="age-managed-by-parent">{CONSENT_MESSAGES.ageManagedByParent}</dd>
        </dl>
      ) : (
        <form aria-label="Profile" noValidate onSubmit={save}>
          <TextField
            name="age"
            label="Age"
            type="number"
            inputMode="numeric"
            min={AGE.min}
            max={AGE.max}
            value={age}
            onChange={(e) => setAge(e.target.value)}
            hint="Sets the age group of the games. Leave empty not to say."
          />
          <FormAlert message={error} />
          <Button type="submit" busy={busy} busyLabel="Saving…">
            Save Profile
          </Button>
        </form>
      )}
    </section>
  )
}
