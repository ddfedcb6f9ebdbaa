import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { type ReportRows, playerReport, reportWindow, toReportFields } from '@app/shared/domain/player-report.ts'
import type { PlayerReportView } from '@app/shared/schemas/player-report.ts'
import { PlayerReportCard } from './player-report-card.tsx'

const window = reportWindow('2026-11-25', 'week')
const rows: ReportRows = {
  sessions: [
    { day: '2026-11-24', type: 'technical', minutes: 40, xp: 40, energy: 4, skills: ['technical'] },
    { day: '2026-11-25', type: 'physical', minutes: 20, xp: 20, energy: 4, skills: ['physical', 'technical'] },
    { day: '2026-11-15', type: 'technical', minutes: 30, xp: 30, energy: 3, skills: ['technical'] },
  ],
  checkIns: [],
  goalsSet: [],
  goalsCompleted: [],
  badges: [],
  games: [],
}
const report: PlayerReportView = {
  first_name: 'Ana',
  level: 1,
  level_title: 'Rookie',
  current_streak: 2,
  ...toReportFields(playerReport(rows, window), window),
}
const card = (r: PlayerReportView) =>
  renderToStaticMarkup(<PlayerReportCard report={r} period="week" title="Your training" subject="You" whose="Your" headingId="t" />)

describe('PlayerReportCard charts', () => {
  test('protects behaviour: the comparison, types and skills are charts named by their figures, and the lists stay for screen readers', () => {
    const html = card(report)
    expect(html).toContain('aria-label="Your last 7 days beside the 7 days before: sessions 2, before 1; minutes 60, before 30"')
    expect(html).toContain('aria-label="Your minutes by type of training: Technical 40, Physical 20"')
    expect(html).toContain('aria-label="Your sessions by skill worked on: Technical 2, Physical 1"')
    expect(html).toContain('<ul class="pp-visually-hidden"><li>Technical: 1 session, 40 min</li><li>Physical: 1 session, 20 min</li></ul>')
    expect(html).toContain('<ul class="pp-visually-hidden"><li>Technical: 2 sessions</li><li>Physical: 1 session</li></ul>')
  })

  test('protects behaviour: a period without sessions draws no empty type or skill chart, and says so', () => {
    const quiet = { ...report, by_type: [], skill_focus: [] }
    const html = card(quiet)
    expect(html).not.toContain('minutes by type of training')
    expect(html).not.toContain('sessions by skill worked on')
    expect(html.match(/No sessions/g)).toHaveLength(2)
  })
})
