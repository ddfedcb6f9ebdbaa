import { useCallback, useEffect } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { PERMISSION_DESCRIPTIONS, PERMISSION_LABELS } from '@app/shared/domain/family/family.ts'
import { accountDataApi } from '@app/shared/api-client/account-data.ts'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { DeleteAccountForm, DownloadDataButton } from '@app/shared/ui/account-data-actions.tsx'
import type { MemberDetailResponse } from '@app/shared/schemas/family.ts'
import { Link, useNavigate, useParams } from '@app/shared/routing/index.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { failureMessage, failureStatus } from '@app/shared/api-client/api-failure.ts'
import { MemberGoals } from './member-goals.tsx'
import '../shared/family.css'

/** /app/family/member/:memberId (docs/features/family.md): the member's stats and goals, as the server allows. */
export function MemberDetailPage() {
  const { memberId = '' } = useParams()
  return (
    <article className="pp-page pp-family" aria-labelledby="member-title" data-testid="member-detail">
      <SignedInOnly what="this member's goals">{() => <MemberDetail key={memberId} memberId={memberId} />}</SignedInOnly>
    </article>
  )
}

function MemberDetail({ memberId }: { memberId: string }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const fetcher = useCallback((signal: AbortSignal) => familyApi.member(memberId, { signal }), [memberId])
  const { load, reload } = useLoad(fetcher)
  const status = load.status === 'failed' ? failureStatus(load.error) : null

  // No permission (docs/features/family.md): say so and go back to the family dashboard.
  useEffect(() => {
    if (status !== 403 || load.status !== 'failed') return
    dispatch(toast.error(failureMessage(load.error, FAMILY_MESSAGES.noPermission)))
    navigate('/app/parent-dashboard', { replace: true })
  }, [status, load, dispatch, navigate])

  if (load.status === 'loading' || status === 403) {
    return (
      <>
        <h1 id="member-title">Member Detail</h1>
        <Spinner label="Loading member…" />
      </>
    )
  }
  if (load.status === 'failed') {
    if (status === 402) {
      return (
        <>
          <h1 id="member-title">Member Detail</h1>
          <div className="pp-alert" role="alert">
            <p>{failureMessage(load.error, 'Upgrade to the Parent plan to keep following your children.')}</p>
            <Link to="/app/plans">See plans</Link>
          </div>
        </>
      )
    }
    if (status === 404) {
      return (
        <section data-testid="member-not-found">
          <h1 id="member-title">{FAMILY_MESSAGES.memberNotFound}</h1>
          <Link to="/app/parent-dashboard">Back to Family Dashboard</Link>
        </section>
      )
    }
    return (
      <>
        <h1 id="member-title">Member</h1>
        <LoadFailed message={FAMILY_MESSAGES.loadGoalsFailed} onRetry={reload} />
      </>
    )
  }
  return <MemberView detail={load.data} />
}

/** The admin's data rights for a child under 13: download, or delete after the admin's password. */
function ChildAccountData({ memberId, firstName }: { memberId: string; firstName: string }) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  async function deleteChild(password: string) {
    await accountDataApi.deleteChild(memberId, password)
    dispatch(toast.success(ACCOUNT_DATA_MESSAGES.childDeleted(firstName)))
    navigate('/app/parent-dashboard', { replace: true })
  }
  return (
    <section className="pp-card" aria-labelledby="child-data-title" data-testid="child-account-data">
      <h2 id="child-data-title">{firstName}'s data</h2>
      <p>As the family administrator you can download everything PitchPath stores about {firstName}, or delete the account for good.</p>
      <DownloadDataButton label={`Download ${firstName}'s Data`} fileWho={firstName} load={() => accountDataApi.exportChild(memberId)} />
      <hr className="pp-family__rule" />
      <DeleteAccountForm
        whose={`${firstName}'s account`}
        passwordLabel="Your password"
        buttonLabel={`Delete ${firstName}'s Account`}
        onDelete={deleteChild}
        testId="delete-child"
      />
    </section>
  )
}

function MemberView({ detail }: { detail: MemberDetailResponse }) {
  const { member, stats, goals, access, can_manage_account, can_edit_goals } = detail
  const tiles = [
    ['level', `Player Level ${stats.level}`, stats.level_title],
    ['streak', String(stats.current_streak), 'Current streak (days)'],
    ['longest', String(stats.longest_streak), 'Longest streak (days)'],
    ['days', String(stats.total_training_days), 'Training days'],
    ['active', String(stats.active_goals), 'Active goals'],
    ['completed', String(stats.completed_goals), 'Completed goals'],
  ] as const
  return (
    <>
      <header className="pp-family__header">
        <div>
          <h1 id="member-title">
            {member.first_name} {member.last_name}
          </h1>
          <p className="pp-family__meta">
            {member.is_admin ? 'Family administrator' : member.relationship_type === 'child' ? 'Child' : 'Guardian'} ·{' '}
            {PERMISSION_LABELS[member.permission_level]}: {PERMISSION_DESCRIPTIONS[member.permission_level]}
          </p>
        </div>
        <Link className="pp-btn pp-btn--ghost" to="/app/parent-dashboard">
          Back to Family Dashboard
        </Link>
      </header>
      <ul className="pp-family__grid" aria-label="Stats">
        {tiles.map(([key, value, label]) => (
          <li key={key} className="pp-card pp-family__card" data-testid={`member-stat-${key}`}>
            <span className="pp-family__stat">{value}</span>
            <span className="pp-family__muted">{label}</span>
          </li>
        ))}
      </ul>
      {access === 'overview' ? (
        <p className="pp-card" data-testid="limited-access">
          Limited access: basic overview only
        </p>
      ) : (
        <MemberGoals goals={goals} firstName={member.first_name} canEdit={can_edit_goals} />
      )}
      {can_manage_account && <ChildAccountData memberId={member.id} firstName={member.first_name} />}
    </>
  )
}
