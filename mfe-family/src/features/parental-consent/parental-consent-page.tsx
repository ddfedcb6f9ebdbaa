import { useCallback, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { CONSENT_MESSAGES } from '@app/shared/domain/family/parental-consent.ts'
import { Link, useLocation } from '@app/shared/routing/index.ts'
import { loadSession, selectSession, signOut, toast, useAppDispatch, useAppSelector } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { SignInForm } from '@app/shared/ui/sign-in-form.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { consentTokenFrom } from './consent-token.ts'

/**
 * /app/family/consent#token=…: a parent reads what a child under 13's account means and approves it
 * (docs/features/family.md). The approval is the parent's own act, signed in with a parent account; nothing the child
 * can type counts as consent.
 */
export function ParentalConsentPage() {
  const location = useLocation()
  const token = consentTokenFrom(location.hash)
  return (
    <article className="pp-page pp-family" aria-labelledby="consent-title" data-testid="parental-consent">
      <h1 id="consent-title">Approve your child's account</h1>
      {token ? (
        <ConsentReview token={token} />
      ) : (
        <p className="pp-alert" role="alert">
          {CONSENT_MESSAGES.invalidLink}
        </p>
      )}
    </article>
  )
}

function ConsentReview({ token }: { token: string }) {
  const dispatch = useAppDispatch()
  const { status, user } = useAppSelector(selectSession)
  const lookup = useCallback((signal: AbortSignal) => familyApi.consentLookup(token, { signal }), [token])
  const { load } = useLoad(lookup)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [approved, setApproved] = useState(false)

  if (load.status === 'loading') return <Spinner label="Opening the request…" />
  if (load.status === 'failed')
    return (
      <p className="pp-alert" role="alert">
        {CONSENT_MESSAGES.invalidLink}
      </p>
    )
  const review = load.data
  if (approved) {
    return (
      <section className="pp-card" data-testid="consent-approved">
        <p role="status">{CONSENT_MESSAGES.approved(review.child_first_name)}</p>
        <Link className="pp-btn pp-btn--primary" to="/app/parent-dashboard">
          Go to the Family Dashboard
        </Link>
      </section>
    )
  }

  async function approve() {
    setBusy(true)
    setError(null)
    try {
      await familyApi.approveConsent(token)
      await dispatch(loadSession())
      dispatch(toast.success(CONSENT_MESSAGES.approved(review.child_first_name)))
      setApproved(true)
    } catch (err) {
      setError(err instanceof Error ? err.message : CONSENT_MESSAGES.invalidLink)
    } finally {
      setBusy(false)
    }
  }

  const isParent = user?.accountType === 'parent' || user?.accountType === 'family_admin'
  // Consent is given from the address the child gave, and no other (the server holds to it too).
  const onAddress = user?.email === review.parent_email
  const back = `#return=${encodeURIComponent(`/app/family/consent#token=${token}`)}`
  const signUpLink = `/app/auth?mode=sign-up&as=parent&email=${encodeURIComponent(review.parent_email)}${back}`
  return (
    <section className="pp-card" aria-labelledby="consent-review-title" data-testid="consent-review">
      <h2 id="consent-review-title">
        {review.child_first_name}
        {review.child_age !== null ? `, age ${review.child_age},` : ''} would like to use PitchPath
      </h2>
      <p>
        This request was sent to {review.parent_email}. It is open until {new Date(review.expires_at).toLocaleDateString()}.
      </p>
      <blockquote className="pp-consent-text" data-testid="consent-text">
        {review.consent_text}
      </blockquote>
      <FormAlert message={error} />
      {status === 'loading' ? (
        <Spinner label="Checking your session…" />
      ) : isParent && onAddress ? (
        <Button busy={busy} busyLabel="Approving…" onClick={() => void approve()}>
          I agree — approve {review.child_first_name}'s account
        </Button>
      ) : user ? (
        <div data-testid="consent-wrong-account">
          <p className="pp-alert" role="alert">
            {isParent ? CONSENT_MESSAGES.otherParent : CONSENT_MESSAGES.parentOnly}
          </p>
          <p>
            You are signed in as {user.email}. Sign out, then sign in or create a parent account as {review.parent_email}.
          </p>
          <Button variant="secondary" onClick={() => void dispatch(signOut())}>
            Sign out
          </Button>
        </div>
      ) : (
        <div data-testid="consent-sign-in">
          <p>Sign in with the parent account of {review.parent_email} to approve.</p>
          <SignInForm onSignedIn={() => undefined} initialEmail={review.parent_email}>
            <p>
              No account yet?{' '}
              <Link to={signUpLink} data-testid="consent-sign-up">
                Create a parent account as {review.parent_email}
              </Link>
              : you come back here to approve.
            </p>
          </SignInForm>
        </div>
      )}
    </section>
  )
}
