import { type FormEvent, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { isLinkCode } from '@app/shared/domain/family/family-codes.ts'
import { PERMISSION_DESCRIPTIONS, PERMISSION_LABELS } from '@app/shared/domain/family/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import type { LinkReview } from '@app/shared/schemas/family.ts'
import { Link, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { loadSession, selectSession, toast, useAppDispatch, useAppSelector } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import '../shared/family.css'

/** /app/family/verify-link (docs/features/family.md): the child enters the mailed code, reviews the request, accepts or declines. */
export function VerifyLinkPage() {
  const { status, user } = useAppSelector(selectSession)
  const location = useLocation()
  if (status === 'loading') return <Spinner label="Checking your session…" />
  if (!user) {
    return (
      <article className="pp-page pp-family" aria-labelledby="verify-title">
        <h1 id="verify-title">Login Required</h1>
        <p>Please sign in with the account your parent's request was sent to.</p>
        <Link className="pp-btn pp-btn--primary" to="/app/auth" state={{ from: location }}>
          Sign In
        </Link>
      </article>
    )
  }
  return (
    <article className="pp-page pp-family" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify Family Link</h1>
      <VerifyFlow />
    </article>
  )
}

function VerifyFlow() {
  const [review, setReview] = useState<LinkReview | null>(null)
  return review ? <ReviewRequest review={review} /> : <CodeForm onVerified={setReview} />
}

function CodeForm({ onVerified }: { onVerified: (review: LinkReview) => void }) {
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string[] | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const entered = code.trim()
    if (!isLinkCode(entered)) return setFieldError([FAMILY_MESSAGES.codeInvalid])
    setFieldError(undefined)
    setBusy(true)
    try {
      onVerified(await familyApi.verifyLink({ code: entered }))
    } catch (err) {
      setFailure(failureMessage(err, FAMILY_MESSAGES.invalidVerificationCode))
      setBusy(false)
    }
  }

  return (
    <form className="pp-card pp-family__form" noValidate onSubmit={submit} data-testid="verify-code-form">
      <p>Your parent asked to link your account to their family. Enter the 6-digit code from the email we sent you.</p>
      <FormAlert message={failure} />
      <TextField
        name="code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="go"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
        errors={fieldError}
      />
      <Button type="submit" busy={busy} busyLabel="Checking…">
        Verify Code
      </Button>
    </form>
  )
}

function ReviewRequest({ review }: { review: LinkReview }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const heading = useFocusOnMount<HTMLHeadingElement>()

  async function respond(answer: 'accept' | 'decline') {
    setBusy(answer)
    setFailure(null)
    try {
      if (answer === 'accept') {
        await familyApi.acceptLink(review.id)
        await dispatch(loadSession())
        dispatch(toast.success(FAMILY_MESSAGES.linkAccepted))
      } else {
        await familyApi.rejectLink(review.id)
        dispatch(toast.success(FAMILY_MESSAGES.linkDeclined))
      }
      navigate('/app/dashboard')
    } catch (err) {
      setFailure(failureMessage(err, answer === 'accept' ? FAMILY_MESSAGES.acceptLinkFailed : FAMILY_MESSAGES.declineLinkFailed))
      setBusy(null)
    }
  }

  return (
    <section className="pp-card pp-family__form" aria-labelledby="review-title" data-testid="link-review">
      <p role="status" className="pp-alert pp-alert--success">
        {FAMILY_MESSAGES.codeVerified}
      </p>
      <h2 id="review-title" ref={heading} tabIndex={-1}>
        {review.family_name}
      </h2>
      <dl>
        <dt>From</dt>
        <dd>{review.parent_name}</dd>
        <dt>They would see</dt>
        <dd>
          {PERMISSION_LABELS[review.permission_level]}: {PERMISSION_DESCRIPTIONS[review.permission_level]}
        </dd>
        <dt>Message</dt>
        <dd>{review.parent_message}</dd>
      </dl>
      <FormAlert message={failure} />
      <div className="pp-family__actions">
        <Button busy={busy === 'accept'} disabled={busy !== null} busyLabel="Accepting…" onClick={() => void respond('accept')}>
          Accept
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'decline'}
          disabled={busy !== null}
          busyLabel="Declining…"
          onClick={() => void respond('decline')}
        >
          Decline
        </Button>
      </div>
    </section>
  )
}
