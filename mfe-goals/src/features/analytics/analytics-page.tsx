import { useCallback } from 'react'
import { failureMessage, failureStatus } from '@app/shared/api-client/api-failure.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import type { ReportPeriod } from '@app/shared/domain/player-report.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { PlayerReportCard } from '@app/shared/ui/player-report/player-report-card.tsx'
import { ReportPeriodTabs } from '@app/shared/ui/player-report/report-period-tabs.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { UpgradeAlert } from '@app/shared/ui/upgrade-alert.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { OutlookCard } from './outlook-card.tsx'
import './analytics.css'

/**
 * /app/analytics: "My Analytics", the paid plans' advanced analytics (docs/features/mindset-and-analytics.md): the player's own
 * report, the same one a parent reads in the family report. The server decides who may see it.
 */
export function AnalyticsPage() {
  return (
    <article className="pp-page pp-analytics" aria-labelledby="analytics-title" data-testid="analytics">
      <header className="pp-analytics__header">
        <div>
          <h1 id="analytics-title">My Analytics</h1>
          <p className="pp-analytics__lead">Your training day by day and week by week, beside the days before.</p>
        </div>
        <span className="pp-analytics__actions pp-no-print">
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <Link className="pp-btn pp-btn--ghost" to="/app/dashboard">
            Back to Dashboard
          </Link>
        </span>
      </header>
      <SignedInOnly what="your analytics">
        {() => <ReportPeriodTabs>{(period) => <MyReport key={period} period={period} />}</ReportPeriodTabs>}
      </SignedInOnly>
    </article>
  )
}

function MyReport({ period }: { period: ReportPeriod }) {
  const fetcher = useCallback((signal: AbortSignal) => progressApi.report(period, { signal }), [period])
  const { load, reload } = useLoad(fetcher)
  if (load.status === 'loading') return <Spinner label="Loading your analytics…" />
  if (load.status === 'failed') {
    // The Free plan: say what it is and the way to it.
    if (failureStatus(load.error) === 402) {
      return (
        <UpgradeAlert
          message={failureMessage(load.error, 'My Analytics is part of the Pro and Parent plans.')}
          testId="analytics-upgrade"
        />
      )
    }
    return <LoadFailed message={failureMessage(load.error, 'We could not load your analytics just now.')} onRetry={reload} />
  }
  return (
    <div className="pp-analytics__body">
      <OutlookCard outlook={load.data.outlook} weeks={load.data.report.weeks} />
      <PlayerReportCard
        report={load.data.report}
        period={period}
        title="Your training"
        subject="You"
        whose="Your"
        headingId="my-report-title"
      />
    </div>
  )
}
