import { type FormEvent, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { defaultLinkMessage, type FamilyPermissionLevel } from '@app/shared/domain/family/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { TextAreaField } from '@app/shared/ui/text-area-field.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { PermissionChoice } from '../shared/permission-choice.tsx'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { FormActions } from './form-actions.tsx'

/** Link Child Account (docs/features/family.md): the child's sign-in email, a permission, an optional message. */
export function LinkChildForm({ familyName, onDone, onCancel }: { familyName: string; onDone: () => void; onCancel: () => void }) {
  const dispatch = useAppDispatch()
  const [email, setEmail] = useState('')
  const [permission, setPermission] = useState<FamilyPermissionLevel>('view_only')
  const [message, setMessage] = useState('')
  const { errors, failure, busy, submit } = useFormSubmit()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event, {
      required: { child_email: [email, FAMILY_MESSAGES.childEmailRequired] },
      fallback: FAMILY_MESSAGES.linkFailed,
      action: async () => {
        await familyApi.requestLink({ child_email: email, permission_level: permission, message })
        dispatch(toast.success(FAMILY_MESSAGES.linkSent))
        onDone()
      },
    })

  return (
    <form
      className="pp-card pp-family__form"
      aria-labelledby="link-child-title"
      noValidate
      onSubmit={onSubmit}
      data-testid="link-child-form"
    >
      <h2 id="link-child-title" ref={heading} tabIndex={-1}>
        Link Child Account
      </h2>
      <p className="pp-family__muted">We email a 6-digit code to your child. They sign in, enter it and accept.</p>
      <FormAlert message={failure} />
      <TextField
        name="child_email"
        label="Child's email"
        type="email"
        hint="The email your child signs in with"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        errors={errors.child_email}
        autoComplete="off"
      />
      <PermissionChoice value={permission} onChange={setPermission} />
      <TextAreaField
        name="message"
        label="Personal message (optional)"
        placeholder={defaultLinkMessage(familyName)}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        errors={errors.message}
      />
      <FormActions label="Send Link Request" busyLabel="Sending…" busy={busy} onCancel={onCancel} />
    </form>
  )
}
