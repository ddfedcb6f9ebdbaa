import { useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { Tabs } from '@app/shared/ui/tabs.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { failureMessage, failureStatus } from '@app/shared/api-client/api-failure.ts'
import { PendingRequests } from '../shared/pending-requests.tsx'
import '../shared/family.css'
import { ActivityFeed } from './activity-feed.tsx'
import { ChildCard } from './child-card.tsx'
import { GoalApprovals } from './goal-approvals.tsx'
import { CreateChildForm } from './create-child-form.tsx'
import { InviteMemberForm } from './invite-member-form.tsx'
import { FirstRun } from './first-run.tsx'
import { LinkChildForm } from './link-child-form.tsx'

const loadDashboard = (signal: AbortSignal) => familyApi.dashboard({ signal })
type Panel = 'none' | 'link' | 'invite' | 'create'
type Tab = 'overview' | 'activity'

/** /app/parent-dashboard: "Family Dashboard" (docs/features/family.md), for the family admin only (checked by the server). */
export function FamilyDashboardPage() {
  return (
    <article className="pp-page pp-family" aria-labelledby="family-dashboard-title" data-testid="family-dashboard">
      <SignedInOnly what="the family dashboard" pending={<LoadingFamily />} deferred>
        {(user) => <Dashboard user={user} />}
      </SignedInOnly>
    </article>
  )
}

/**
 * The page until the family has arrived, also as the server sends it to a browser with a session
 * (docs/features/platform.md, "Signed-in pages arrive drawn"): the heading where the loaded page has
 * it, at its size, so the heading painted first stays the page's largest paint; the rest holds a
 * screen's height, so the footer does not show and then move down.
 */
function LoadingFamily() {
  return (
    <>
      <header className="pp-family__header">
        <div>
          <h1 id="family-dashboard-title">Family Dashboard</h1>
        </div>
      </header>
      <div className="pp-family__pending">
        <Spinner label="Loading your family…" />
      </div>
    </>
  )
}

function Dashboard({ user }: { user: User }) {
  const { load, reload, refresh } = useLoad(loadDashboard)
  const [panel, setPanel] = useState<Panel>('none')
  const [tab, setTab] = useState<Tab>('overview')

  if (load.status === 'loading') return <LoadingFamily />
  if (load.status === 'failed') {
    const status = failureStatus(load.error)
    // No family yet: a parent's first run (create it here, then link a child); anyone else is not the admin of anything.
    if (status === 404 && (user.accountType === 'parent' || user.accountType === 'family_admin')) {
      return (
        <>
          <h1 id="family-dashboard-title">Family Dashboard</h1>
          <FirstRun user={user} onCreated={reload} />
        </>
      )
    }
    // The trial is over and the plan does not include following children: say so, with the way on.
    if (status === 402) {
      return (
        <>
          <h1 id="family-dashboard-title">Family Dashboard</h1>
          <div className="pp-alert" role="alert" data-testid="family-plan-required">
            <p>{failureMessage(load.error, 'Upgrade to the Parent plan to keep following your children.')}</p>
            <Link className="pp-btn pp-btn--primary" to="/app/plans">
              See plans
            </Link>{' '}
            <Link to="/app/family/settings">Family settings</Link>
          </div>
        </>
      )
    }
    if (status === 403 || status === 404) {
      return (
        <>
          <h1 id="family-dashboard-title">Family Dashboard</h1>
          <div className="pp-alert" role="alert" data-testid="access-denied">
            <p>{FAMILY_MESSAGES.accessDenied}</p>
            <Link to="/app/dashboard">Back to your dashboard</Link>
          </div>
        </>
      )
    }
    return (
      <>
        <h1 id="family-dashboard-title">Family Dashboard</h1>
        <LoadFailed message={failureMessage(load.error, 'We could not load your family just now.')} onRetry={reload} />
      </>
    )
  }

  const { family, children, link_requests, invitations, goal_approvals } = load.data
  const done = () => {
    setPanel('none')
    refresh()
  }
  const now = Date.now()
  return (
    <>
      <header className="pp-family__header">
        <div>
          <h1 id="family-dashboard-title">Family Dashboard</h1>
          <p className="pp-family__meta">
            {family.family_name} · {family.members.length}/{family.member_limit} members
            {family.subscription_status === 'trial' && ` · Trial ends ${new Date(family.trial_ends_at).toLocaleDateString()}`}
          </p>
        </div>
        <div className="pp-family__actions">
          <Button onClick={() => setPanel('link')} aria-expanded={panel === 'link'}>
            Link Child Account
          </Button>
          <Button variant="secondary" onClick={() => setPanel('invite')} aria-expanded={panel === 'invite'}>
            Invite Member
          </Button>
          <Button variant="secondary" onClick={() => setPanel('create')} aria-expanded={panel === 'create'}>
            Create Child Account
          </Button>
          <Link className="pp-btn pp-btn--secondary" to="/app/family/report">
            Family Report
          </Link>
          <Link className="pp-btn pp-btn--ghost" to="/app/family/settings">
            Settings
          </Link>
        </div>
      </header>
      {panel === 'link' && <LinkChildForm familyName={family.family_name} onDone={done} onCancel={() => setPanel('none')} />}
      {panel === 'invite' && <InviteMemberForm onDone={refresh} onCancel={() => setPanel('none')} />}
      {panel === 'create' && <CreateChildForm onDone={done} onCancel={() => setPanel('none')} />}
      <GoalApprovals approvals={goal_approvals} onChanged={refresh} />
      <Tabs
        label="Family views"
        tabs={[
          { key: 'overview', label: 'Overview' },
          { key: 'activity', label: 'Activity Feed' },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'overview' ? (
          children.length === 0 ? (
            <section className="pp-card pp-family__card" data-testid="no-members">
              <h2>No Family Members Yet</h2>
              <p>Link your child's account or create one to follow their goals and progress here.</p>
              <div className="pp-family__actions">
                <Button onClick={() => setPanel('link')} aria-expanded={panel === 'link'}>
                  Link my child's account
                </Button>
                <Button variant="secondary" onClick={() => setPanel('create')} aria-expanded={panel === 'create'}>
                  Create an account for my child
                </Button>
              </div>
            </section>
          ) : (
            <section aria-labelledby="children-title">
              <h2 id="children-title" className="pp-visually-hidden">
                Children
              </h2>
              <ul className="pp-family__grid">
                {children.map((child) => (
                  <ChildCard
                    key={child.member_id}
                    child={child}
                    now={now}
                    waiting={goal_approvals.filter((a) => a.member_id === child.member_id).length}
                  />
                ))}
              </ul>
            </section>
          )
        ) : (
          <ActivityFeed />
        )}
      </Tabs>
      <PendingRequests linkRequests={link_requests} invitations={invitations} onChanged={refresh} />
    </>
  )
}
