import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { addDays } from '@app/shared/domain/calendar-day.ts'
import { BarRowsChart } from './bar-rows-chart.tsx'
import { PeriodComparisonChart } from './period-comparison-chart.tsx'
import { ScoreHistoryChart } from './score-history-chart.tsx'
import { XpProjectionChart } from './xp-projection-chart.tsx'

/** What a screen reader gets: the image's name, and the cells of its table. */
const imageName = (html: string) => /role="img" aria-label="([^"]*)"/.exec(html)?.[1]
const cells = (html: string) => [...html.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((m) => m[1])
const drawn = (html: string) => expect(html).not.toMatch(/NaN|undefined|<animate|Infinity/)

const TODAY = '2026-11-25'
const weeks = (...xp: number[]) =>
  xp.map((n, i) => {
    const to = addDays(TODAY, -7 * (xp.length - 1 - i))
    return { from: addDays(to, -6), to, xp: n }
  })

describe('the charts’ text alternatives', () => {
  test('protects behaviour: the period comparison names both periods’ figures, and its table holds them', () => {
    const html = renderToStaticMarkup(
      <PeriodComparisonChart
        pairs={[
          { label: 'Sessions', previous: 2, current: 4 },
          { label: 'Minutes', previous: 90, current: 180 },
        ]}
        currentLabel="Last 7 days"
        previousLabel="The 7 days before"
        whose="Your"
      />,
    )
    drawn(html)
    expect(imageName(html)).toBe('Your last 7 days beside the 7 days before: sessions 4, before 2; minutes 180, before 90')
    expect(cells(html)).toEqual(['Measure', 'The 7 days before', 'Last 7 days', 'Sessions', '2', '4', 'Minutes', '90', '180'])
    expect(html).toContain('class="pp-visually-hidden"')
  })

  test('protects behaviour: horizontal bars are one named image with a row per item, the longest for the largest', () => {
    const html = renderToStaticMarkup(
      <BarRowsChart
        rows={[
          { key: 'technical', label: 'Technical', value: 40, valueText: '40 min' },
          { key: 'physical', label: 'Physical', value: 20, valueText: '20 min' },
        ]}
        label="Your minutes by type of training: Technical 40, Physical 20"
      />,
    )
    drawn(html)
    expect(imageName(html)).toBe('Your minutes by type of training: Technical 40, Physical 20')
    const widths = [...html.matchAll(/<rect[^>]* width="([\d.]+)"/g)].map((m) => Number(m[1]))
    expect(Math.abs(widths[0]! - 2 * widths[1]!)).toBeLessThanOrEqual(1)
  })

  test('protects behaviour: the XP chart says today’s XP, the threshold and the day it is reached, draws the pace dashed, and lists the weeks', () => {
    const html = renderToStaticMarkup(
      <XpProjectionChart
        weeks={weeks(0, 70, 70)}
        totalXp={240}
        xpToGo={100}
        weeklyXp={35}
        day="2026-12-15"
        nextLevel={3}
        horizonDays={84}
      />,
    )
    drawn(html)
    expect(imageName(html)).toMatch(/^Training XP: 240 XP today, 100 XP 3 weeks ago; at this pace Player Level 3 \(340 XP\) around /)
    expect(html).toContain('data-testid="xp-projection-projected"')
    expect(html).toContain('Level 3: 340 XP')
    expect(cells(html).filter((c) => /^\d+$/.test(c!))).toEqual(['100', '100', '170', '240', '340'])
  })

  test('protects behaviour: without a recent pace the XP chart draws no dashed line and says why', () => {
    const html = renderToStaticMarkup(
      <XpProjectionChart weeks={weeks(50, 0, 0, 0, 0)} totalXp={50} xpToGo={50} weeklyXp={0} day={null} nextLevel={2} horizonDays={84} />,
    )
    drawn(html)
    expect(imageName(html)).toContain('no projection without XP in the last 4 weeks')
    expect(html).not.toContain('xp-projection-projected')
  })

  test('protects behaviour: the score history names each play by game and percent, and keeps its size with no plays', () => {
    const plays = [
      { game_id: 'soccer-trivia', score: 30, max_score: 60, percent: 50, finished_at: '2026-11-24T10:00:00.000Z' },
      { game_id: 'decision-drill', score: 45, max_score: 50, percent: 90, finished_at: '2026-11-25T10:00:00.000Z' },
    ] as const
    const html = renderToStaticMarkup(<ScoreHistoryChart plays={plays} />)
    drawn(html)
    expect(imageName(html)).toBe('Your last 2 games, oldest first: Soccer Trivia 50%, Decision Drill 90%')
    expect(cells(html)).toContain('45 of 50 (90%)')
    const empty = renderToStaticMarkup(<ScoreHistoryChart plays={[]} />)
    expect(imageName(empty)).toBe('Your game scores: no finished games yet')
    const box = (h: string) => /<svg[^>]* viewBox="([^"]*)"/.exec(h)?.[1]
    expect(box(empty)).toBe(box(html))
  })
})
