import type { ReactNode } from 'react'
import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type ReportPeriod } from '@app/shared/domain/player-report.ts'
import { useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { Tabs } from '@app/shared/ui/tabs.tsx'
import './report-period-tabs.css'

/** The period in the URL (?period=month), so a report can be bookmarked or shared. */
function periodFrom(search: string): ReportPeriod {
  const asked = new URLSearchParams(search).get('period')
  return REPORT_PERIODS.find((p) => p === asked) ?? 'week'
}

/** A report's period as tabs kept in the URL; `children` draws the report for the chosen one. */
export function ReportPeriodTabs({ children }: { children: (period: ReportPeriod) => ReactNode }) {
  const { search, pathname } = useLocation()
  const navigate = useNavigate()
  const period = periodFrom(search)
  const choose = (next: ReportPeriod) => navigate(next === 'week' ? pathname : `${pathname}?period=${next}`, { replace: true })
  return (
    <div className="pp-report-period">
      <Tabs
        label="Report period"
        tabs={REPORT_PERIODS.map((key) => ({ key, label: REPORT_PERIOD_LABELS[key] }))}
        selected={period}
        onSelect={choose}
        testId="report-period"
      >
        {children(period)}
      </Tabs>
    </div>
  )
}
