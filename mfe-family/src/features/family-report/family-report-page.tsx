import { useCallback } from 'react'
import { failureMessage, failureStatus } from '@app/shared/api-client/api-failure.ts'
import { familyApi } from '@app/shared/api-client/family.ts'
import { REPORT_PERIOD_LABELS, type ReportPeriod } from '@app/shared/domain/player-report.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { UpgradeAlert } from '@app/shared/ui/upgrade-alert.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { PlayerReportCard } from '@app/shared/ui/player-report/player-report-card.tsx'
import { ReportPeriodTabs } from '@app/shared/ui/player-report/report-period-tabs.tsx'
import '../shared/family.css'

/** /app/family/report: the Parent plan's family report, for the family admin (checked by the server). */
export function FamilyReportPage() {
  return (
    <article className="pp-page pp-family" aria-labelledby="family-report-title" data-testid="family-report">
      <header className="pp-family__header">
        <div>
          <h1 id="family-report-title">Family Report</h1>
          <p className="pp-family__meta">What your children did, day by day, beside the days before.</p>
        </div>
        <div className="pp-family__actions pp-no-print">
          <Button variant="secondary" onClick={() => window.print()}>
            Print report
          </Button>
          <Link className="pp-btn pp-btn--ghost" to="/app/parent-dashboard">
            Back to Family Dashboard
          </Link>
        </div>
      </header>
      <SignedInOnly what="your family report">
        {() => <ReportPeriodTabs>{(period) => <Report key={period} period={period} />}</ReportPeriodTabs>}
      </SignedInOnly>
    </article>
  )
}

function Report({ period }: { period: ReportPeriod }) {
  const fetcher = useCallback((signal: AbortSignal) => familyApi.report(period, { signal }), [period])
  const { load, reload } = useLoad(fetcher)
  if (load.status === 'loading') return <Spinner label="Loading the report…" />
  if (load.status === 'failed') {
    const status = failureStatus(load.error)
    if (status === 402) {
      return (
        <UpgradeAlert
          message={failureMessage(load.error, 'Upgrade to the Parent plan to keep following your children.')}
          testId="family-plan-required"
        />
      )
    }
    if (status === 403 || status === 404) {
      return (
        <div className="pp-alert" role="alert" data-testid="access-denied">
          <p>{FAMILY_MESSAGES.accessDenied}</p>
          <Link to="/app/dashboard">Back to your dashboard</Link>
        </div>
      )
    }
    return <LoadFailed message={failureMessage(load.error, 'We could not load the report just now.')} onRetry={reload} />
  }
  const { children, family_name, generated_at } = load.data
  return (
    <div className="pp-family">
      <p className="pp-family__meta" data-testid="report-meta">
        {family_name} · {REPORT_PERIOD_LABELS[period]} · made {new Date(generated_at).toLocaleString()}
      </p>
      {children.length === 0 ? (
        <section className="pp-card" data-testid="report-no-children">
          <h2>No Children Yet</h2>
          <p>Link your child's account or create one from the Family Dashboard, and their report appears here.</p>
        </section>
      ) : (
        children.map((child) => (
          <PlayerReportCard
            key={child.member_id}
            report={child}
            period={period}
            title={`${child.first_name} ${child.last_name}`}
            subject={child.first_name}
            whose={`${child.first_name}'s`}
            headingId={`report-${child.member_id}`}
            aside={
              <Link className="pp-no-print" to={`/app/family/member/${child.member_id}`}>
                Open {child.first_name}'s goals
              </Link>
            }
          />
        ))
      )}
    </div>
  )
}
