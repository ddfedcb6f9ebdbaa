import { accountDataApi } from '@app/shared/api-client/account-data.ts'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import { useNavigate } from '@app/shared/routing/index.ts'
import { sessionEnded, toast, useAppDispatch } from '@app/shared/session/index.ts'
import { DeleteAccountForm, DownloadDataButton } from '@app/shared/ui/account-data-actions.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { PasswordSection } from './password-section.tsx'
import { ProfileSection } from './profile-section.tsx'
import { SessionsSection } from './sessions-section.tsx'
import { TimeZoneSection } from './time-zone-section.tsx'
import { TwoStepSection } from './two-step-section.tsx'
import './account-page.css'

/**
 * /app/account: the signed-in person's data rights (docs/features/account-and-security.md). Everything here acts on the caller's
 * own account; the server takes the id from the session.
 */
export function AccountPage() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()

  async function deleteMine(password: string) {
    await accountDataApi.deleteMine(password)
    dispatch(sessionEnded())
    dispatch(toast.success(ACCOUNT_DATA_MESSAGES.deleted))
    navigate('/app', { replace: true })
  }

  return (
    <div className="pp-account">
      <h1>Account and Privacy</h1>
      <SignedInOnly what="your account">
        {(user) => (
          <>
            <section className="pp-card" aria-labelledby="account-who">
              <h2 id="account-who">Signed in as</h2>
              <p>
                {user.first_name} {user.last_name} · {user.email}
              </p>
            </section>
            <ProfileSection user={user} />
            <PasswordSection />
            <TimeZoneSection />
            <TwoStepSection />
            <SessionsSection />
            <section className="pp-card" aria-labelledby="account-download">
              <h2 id="account-download">Download your data</h2>
              <p>
                One file with everything PitchPath stores about you: your profile, goals, training, check-ins, game results, badges, plan
                and family links.
              </p>
              <DownloadDataButton label="Download My Data" fileWho="my" load={accountDataApi.exportMine} />
            </section>
            <section className="pp-card pp-account__danger" aria-labelledby="account-delete">
              <h2 id="account-delete">Delete your account</h2>
              <p>Your account and all of its data are deleted at once and for good. A family you run must have no other members first.</p>
              <DeleteAccountForm whose="your account" passwordLabel="Your password" buttonLabel="Delete My Account" onDelete={deleteMine} />
            </section>
          </>
        )}
      </SignedInOnly>
    </div>
  )
}
