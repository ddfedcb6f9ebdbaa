import { type FormEvent, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { homePath } from '@app/shared/domain/navigation.ts'
import { Link, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { loadSession, toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import '../shared/family.css'
import { CreateFamilyForm } from '../shared/create-family-form.tsx'
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
  const navigate = useNavigate()
  const { load } = useLoad(loadMine)
  if (load.status === 'loading') return <Spinner label="Checking your family…" />
  if (load.status === 'ready' && load.data) {
    const admin = load.data.role === 'admin'
    return (
      <p className="pp-card" data-testid="already-in-family">
        You already belong to {load.data.family_name}.{' '}
        <Link to={admin ? '/app/parent-dashboard' : '/app/family/settings'}>
          {admin ? 'Open the Family Dashboard' : 'Open family settings'}
        </Link>
      </p>
    )
  }
  return (
    <>
      <CreateFamilyForm onCreated={() => navigate('/app/parent-dashboard')} />
      <JoinFamilyForm />
    </>
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
        const session = await dispatch(loadSession())
        dispatch(toast.success(`${FAMILY_MESSAGES.invitationAccepted} ${family.family_name}.`))
        // A guardian goes to the family's pages, a child who plays to their dashboard.
        const user = loadSession.fulfilled.match(session) ? session.payload : null
        navigate(user ? homePath(user, 'signIn') : '/app/dashboard')
      },
    })

  return (
    <form
      className="pp-card pp-family__form"
      aria-labelledby="join-family-title"
      noValidate
      onSubmit={onSubmit}
      data-testid="join-family-form"
    >
      <h2 id="join-family-title">Join a family with an invitation</h2>
      <FormAlert message={failure} />
      <TextField
        name="code"
        label="Invitation code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        errors={errors.code}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={8}
      />
      <Button type="submit" variant="secondary" busy={busy} busyLabel="Joining…">
        Join Family
      </Button>
    </form>
  )
}
