import { type FormEvent, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { loadSession, toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { useFormSubmit } from './use-form-submit.ts'

export type CreateFamilyFormProps = {
  /** The name to start from (a parent's first run offers "<last name> Family", ready to create). */
  initialName?: string
  /** Runs once the family exists and the session knows it (the navigation's Family link follows). */
  onCreated: () => void
}

/** Create Family Account (docs/features/family.md): a name, then the creator is the family's admin. */
export function CreateFamilyForm({ initialName = '', onCreated }: CreateFamilyFormProps) {
  const dispatch = useAppDispatch()
  const [name, setName] = useState(initialName)
  const { errors, failure, busy, submit } = useFormSubmit()
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event, {
      required: { family_name: [name, FAMILY_MESSAGES.familyNameRequired] },
      fallback: FAMILY_MESSAGES.createFailed,
      action: async () => {
        await familyApi.create({ family_name: name })
        await dispatch(loadSession())
        dispatch(toast.success(FAMILY_MESSAGES.created))
        onCreated()
      },
    })

  return (
    <form
      className="pp-card pp-family__form"
      aria-labelledby="create-family-title"
      noValidate
      onSubmit={onSubmit}
      data-testid="create-family-form"
    >
      <h2 id="create-family-title">Start your family account</h2>
      <p className="pp-family__muted">
        Follow your children's goals and progress in one place. Your family starts with a 7-day free trial and holds up to 5 members.
      </p>
      <FormAlert message={failure} />
      <TextField
        name="family_name"
        label="Family Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        errors={errors.family_name}
        autoComplete="off"
      />
      <Button type="submit" busy={busy} busyLabel="Creating…">
        Create Family Account
      </Button>
    </form>
  )
}
