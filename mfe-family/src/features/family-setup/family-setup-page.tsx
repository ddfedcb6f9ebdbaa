import { type FormEvent, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { Link, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { loadSession, toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import '../shared/family.css'
import { useFormSubmit } from '../shared/use-form-submit.ts'

const loadMine = (signal: AbortSignal) => familyApi.mine({ signal })

/** /app/family/setup: "Create Family Account" (docs/features/family.md), and joining a family with an invitation code. */
export function FamilySetupPage() {
  return (
    <article className="pp-page pp-family" aria-labelledby="family-setup-title">
      <h1 id="family-setup-title">Create Family Account</h1>
      <SignedInOnly what="family accounts">{() => <SetupForms />}</SignedInOnly>
    </article>
  )
}

function SetupForms() {
  const { load } = useLoad(loadMine)
  if (load.status === 'loading') return <Spinner label="Checking your family…" />
  if (load.status === 'ready' && load.data) {
    const admin = load.data.role === 'admin'
    return (
      <p className="pp-card" data-testid="already-in-family">
        You already belong to {load.data.family_name}.{' '}
        <Link to={admin ? '/app/parent-dashboard' : '/app/family/settings'}>{admin ? 'Open the Family Dashboard' : 'Open family settings'}</Link>
      </p>
    )
  }
  return (
    <>
      <CreateFamilyForm />
      <JoinFamilyForm />
    </>
  )
}

function CreateFamilyForm() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const { errors, failure, busy, submit } = useFormSubmit()
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event, {
      required: { family_name: [name, FAMILY_MESSAGES.familyNameRequired] },
      fallback: FAMILY_MESSAGES.createFailed,
      action: async () => {
        await familyApi.create({ family_name: name })
        await dispatch(loadSession()) // the navigation's Family link follows the new account type
        dispatch(toast.success(FAMILY_MESSAGES.created))
        navigate('/app/parent-dashboard')
      },
    })

  return (
    <form className="pp-card pp-family__form" aria-labelledby="create-family-title" noValidate onSubmit={onSubmit} data-testid="create-family-form">
      <h2 id="create-family-title">Start your family account</h2>
      <p className="pp-family__muted">Follow your children's goals and progress in one place. Your family starts with a 7-day free trial and holds up to 5 members.</p>
      <FormAlert message={failure} />
      <TextField name="family_name" label="Family Name" value={name} onChange={(e) => setName(e.target.value)} errors={errors.family_name} autoComplete="off" />
      <Button type="submit" busy={busy} busyLabel="Creating…">
        Create Family Account
      </Button>
    </form>
  )
}

function JoinFamilyForm() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const [code, setCode] = useState(() => new URLSearchParams(location.search).get('code') ?? '')
  const { errors, failure, busy, submit } = useFormSubmit()
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event, {
      required: { code: [code, FAMILY_MESSAGES.inviteCodeRequired] },
      fallback: FAMILY_MESSAGES.invalidInvitation,
      action: async () => {
        const family = await familyApi.acceptInvitation({ code })
        await dispatch(loadSession())
        dispatch(toast.success(`${FAMILY_MESSAGES.invitationAccepted} ${family.family_name}.`))
        navigate('/app/dashboard')
      },
    })

  return (
    <form className="pp-card pp-family__form" aria-labelledby="join-family-title" noValidate onSubmit={onSubmit} data-testid="join-family-form">
      <h2 id="join-family-title">Join a family with an invitation</h2>
      <FormAlert message={failure} />
      <TextField name="code" label="Invitation code" value={code} onChange={(e) => setCode(e.target.value)} errors={errors.code} autoComplete="off" autoCapitalize="characters" maxLength={8} />
      <Button type="submit" variant="secondary" busy={busy} busyLabel="Joining…">
        Join Family
      </Button>
    </form>
  )
}
