import { type FormEvent, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import type { Family } from '@app/shared/schemas/family.ts'
import { Link, useNavigate } from '@app/shared/routing/index.ts'
import { loadSession, selectUser, toast, useAppDispatch, useAppSelector } from '@app/shared/session/index.ts'
import { isParentManaged } from '@app/shared/domain/family/parental-consent.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { ConfirmDialog } from '@app/shared/ui/confirm-dialog.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { PendingRequests } from '../shared/pending-requests.tsx'
import '../shared/family.css'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { AuditTrail } from './audit-trail.tsx'
import { MemberSettingsRow } from './member-settings-row.tsx'

const loadMine = (signal: AbortSignal) => familyApi.mine({ signal })
const loadDashboard = (signal: AbortSignal) => familyApi.dashboard({ signal })

/** /app/family/settings (docs/features/family.md): the admin manages the family; a member can leave it. */
export function FamilySettingsPage() {
  return (
    <article className="pp-page pp-family" aria-labelledby="family-settings-title">
      <h1 id="family-settings-title">Family Settings</h1>
      <SignedInOnly what="your family settings">{() => <Settings />}</SignedInOnly>
    </article>
  )
}

function Settings() {
  const { load, reload, refresh } = useLoad(loadMine)
  if (load.status === 'loading') return <Spinner label="Loading your family…" />
  if (load.status === 'failed') {
    return <LoadFailed message="We could not load your family just now." onRetry={reload} />
  }
  const family = load.data
  if (!family) {
    return (
      <p className="pp-card">
        You are not in a family account. <Link to="/app/family/setup">Create or join one</Link>
      </p>
    )
  }
  return family.role === 'admin' ? <AdminSettings family={family} onChanged={refresh} /> : <MemberSettings family={family} />
}

function AdminSettings({ family, onChanged }: { family: Family; onChanged: () => void }) {
  const requests = useLoad(loadDashboard)
  const [version, setVersion] = useState(0)
  const changed = () => {
    onChanged()
    requests.refresh()
    setVersion((v) => v + 1)
  }
  return (
    <>
      <RenameForm family={family} onRenamed={changed} />
      <section className="pp-card" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {family.members.filter((m) => !m.is_admin).length === 0 ? (
          <p>No Family Members Yet</p>
        ) : (
          <ul className="pp-family__list">
            {family.members
              .filter((m) => !m.is_admin)
              .map((m) => (
                <MemberSettingsRow key={`${m.id}-${m.permission_level}-${m.birth_date}`} member={m} onChanged={changed} />
              ))}
          </ul>
        )}
      </section>
      {requests.load.status === 'ready' && (
        <PendingRequests linkRequests={requests.load.data.link_requests} invitations={requests.load.data.invitations} onChanged={changed} />
      )}
      {requests.load.status === 'failed' && (
        <p className="pp-alert" role="alert">
          We could not load the pending requests just now.
        </p>
      )}
      <AuditTrail version={version} />
    </>
  )
}

function RenameForm({ family, onRenamed }: { family: Family; onRenamed: () => void }) {
  const dispatch = useAppDispatch()
  const [name, setName] = useState(family.family_name)
  const { errors, failure, busy, submit } = useFormSubmit()
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event, {
      required: { family_name: [name, FAMILY_MESSAGES.familyNameRequired] },
      fallback: 'Failed to rename the family',
      action: async () => {
        await familyApi.rename({ family_name: name })
        dispatch(toast.success(FAMILY_MESSAGES.renamed))
        onRenamed()
      },
    })

  return (
    <form className="pp-card pp-family__form" aria-labelledby="rename-title" noValidate onSubmit={onSubmit}>
      <h2 id="rename-title">Family name</h2>
      <FormAlert message={failure} />
      <TextField
        name="family_name"
        label="Family Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        errors={errors.family_name}
      />
      <Button type="submit" variant="secondary" busy={busy} busyLabel="Saving…">
        Save Name
      </Button>
    </form>
  )
}

function MemberSettings({ family }: { family: Family }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const user = useAppSelector(selectUser)
  // A child under 13 stays with the parent who consented (the server refuses it too).
  const managed = user !== null && isParentManaged(user, Date.now())

  async function leave() {
    setBusy(true)
    try {
      await familyApi.leave()
      await dispatch(loadSession())
      dispatch(toast.success(FAMILY_MESSAGES.left))
      navigate('/app/dashboard')
    } catch (err) {
      dispatch(toast.error(failureMessage(err, 'Could not leave the family. Please try again.')))
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <>
      <section className="pp-card" aria-labelledby="family-name-title">
        <h2 id="family-name-title">{family.family_name}</h2>
        <ul className="pp-family__list">
          {family.members.map((m) => (
            <li key={m.id} className="pp-family__row" data-testid="family-member">
              {m.first_name} {m.last_name} · {m.is_admin ? 'Family administrator' : m.relationship_type === 'child' ? 'Child' : 'Guardian'}
            </li>
          ))}
        </ul>
      </section>
      <section className="pp-card" aria-labelledby="leave-title">
        <h2 id="leave-title">Leave the family</h2>
        {managed ? (
          <p data-testid="leave-managed-by-parent">{FAMILY_MESSAGES.childCannotLeave}</p>
        ) : (
          <>
            <p>Unlink your account from {family.family_name}. The family administrator will be told.</p>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Leave Family
            </Button>
          </>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title="Leave the family?"
          confirmLabel="Leave Family"
          busy={busy}
          onConfirm={() => void leave()}
          onCancel={() => setConfirming(false)}
        >
          You will no longer be linked to {family.family_name}. Your own goals and progress stay yours.
        </ConfirmDialog>
      )}
    </>
  )
}
