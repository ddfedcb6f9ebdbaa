import { type FormEvent, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import type { InviteRelationship } from '@app/shared/domain/family/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import type { InvitationView } from '@app/shared/schemas/family.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { RadioGroup } from '@app/shared/ui/radio-group.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { FormActions } from './form-actions.tsx'

const RELATIONSHIPS = [
  { value: 'child', label: 'Child' },
  { value: 'guardian', label: 'Guardian' },
] as const

/** Invite Member (docs/features/family.md): email, child (default) or guardian; the code is shown once sent. */
export function InviteMemberForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const dispatch = useAppDispatch()
  const [email, setEmail] = useState('')
  const [relationship, setRelationship] = useState<InviteRelationship>('child')
  const { errors, failure, busy, submit } = useFormSubmit()
  const [sent, setSent] = useState<InvitationView | null>(null)
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event, {
      required: { email: [email, FAMILY_MESSAGES.emailRequired] },
      fallback: FAMILY_MESSAGES.inviteFailed,
      action: async () => {
        setSent(await familyApi.invite({ email, relationship }))
        dispatch(toast.success(FAMILY_MESSAGES.invited))
        onDone()
      },
    })

  if (sent) {
    return (
      <section className="pp-card pp-family__form" data-testid="invitation-sent">
        <h2>Invitation sent</h2>
        <p>
          We emailed {sent.invited_email} their code: <span className="pp-family__code">{sent.code}</span>. It works once, until{' '}
          {new Date(sent.expires_at).toLocaleDateString()}.
        </p>
        <Button variant="secondary" onClick={onCancel}>
          Close
        </Button>
      </section>
    )
  }
  return (
    <form
      className="pp-card pp-family__form"
      aria-labelledby="invite-title"
      noValidate
      onSubmit={onSubmit}
      data-testid="invite-member-form"
    >
      <h2 id="invite-title" ref={heading} tabIndex={-1}>
        Invite Member
      </h2>
      <FormAlert message={failure} />
      <TextField
        name="email"
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        errors={errors.email}
        autoComplete="off"
        enterKeyHint="send"
      />
      <RadioGroup name="relationship" legend="Relationship" options={RELATIONSHIPS} value={relationship} onChange={setRelationship} />
      <FormActions label="Send Invitation" busyLabel="Sending…" busy={busy} onCancel={onCancel} />
    </form>
  )
}
