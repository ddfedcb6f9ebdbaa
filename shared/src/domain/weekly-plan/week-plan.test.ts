import { describe, expect, test } from 'vitest'
import type { WizardPillar } from '../goals.ts'
import {
  buildWeekPlan,
  neglectedPillar,
  placeAssigned,
  type PlanDrill,
  type PlanGoal,
  replanMissed,
  sessionSentence,
  type WeekPlanInput,
  weekStartOf,
} from './week-plan.ts'

const MONDAY = '2026-11-23'

function drill(slug: string, pillar: WizardPillar, extra: Partial<PlanDrill> = {}): PlanDrill {
  return { slug, title: slug.replace(/-/g, ' '), pillar, ageGroups: ['8-12', '13-17', '18+'], minutes: 15, level: 1, ...extra }
}

const DRILLS: PlanDrill[] = [
  drill('wall-passes', 'technical', { next: 'one-touch-wall-passes', tags: ['passing'] }),
  drill('one-touch-wall-passes', 'technical', { level: 2, tags: ['passing'] }),
  drill('cone-dribble', 'technical', { tags: ['dribbling'] }),
  drill('juggling', 'technical'),
  drill('finishing-gates', 'technical', { tags: ['finishing'] }),
  drill('sprint-ladder', 'physical'),
  drill('shuttle-runs', 'physical'),
  drill('core-circuit', 'physical', { ageGroups: ['13-17', '18+'] }),
  drill('scan-and-pass', 'tactical', { tags: ['scanning'] }),
  drill('rondo', 'tactical'),
  drill('breathing-reset', 'mental'),
  drill('visualise-match', 'mental'),
]

const goal = (id: string, pillar: PlanGoal['pillar'], status: PlanGoal['status'] = 'active'): PlanGoal => ({
  id,
  title: `Goal ${id}`,
  pillar,
  status,
})

function input(over: Partial<WeekPlanInput> = {}): WeekPlanInput {
  return {
    weekStart: MONDAY,
    goals: [goal('g1', 'technical')],
    profile: { availability: 'medium', position: 'midfielder', ageGroup: '13-17' },
    lastWeek: { logs: [], plan: [] },
    drills: DRILLS,
    ...over,
  }
}

describe('buildWeekPlan', () => {
  test('sessions follow the availability: count, days inside the week, loggable minutes', () => {
    for (const [availability, count] of [
      ['low', 2],
      ['medium', 3],
      ['high', 5],
    ] as const) {
      const plan = buildWeekPlan(input({ profile: { availability, position: 'versatile', ageGroup: '13-17' } }))
      expect(plan.sessions).toHaveLength(count)
      for (const s of plan.sessions) {
        expect(s.day >= MONDAY && s.day <= '2026-11-29').toBe(true)
        expect(s.minutes % 5).toBe(0)
        expect(s.minutes).toBeGreaterThanOrEqual(10)
      }
      expect(new Set(plan.sessions.map((s) => s.day)).size).toBe(count)
    }
    expect(buildWeekPlan(input()).sessions.map((s) => s.day)).toEqual(['2026-11-23', '2026-11-25', '2026-11-28'])
  })

  test('pillars are weighted by active goals; completed goals do not count', () => {
    const plan = buildWeekPlan(
      input({
        profile: { availability: 'high', position: 'versatile', ageGroup: '13-17' },
        goals: [goal('a', 'technical'), goal('b', 'technical'), goal('c', 'physical'), goal('d', 'mental', 'completed')],
        lastWeek: { logs: [{ skillFocus: ['physical'], minutes: 60 }], plan: [] },
      }),
    )
    const pillars = plan.sessions.map((s) => s.pillar)
    expect(pillars.filter((p) => p === 'technical')).toHaveLength(4)
    expect(pillars.filter((p) => p === 'physical')).toHaveLength(1)
    expect(pillars).not.toContain('mental')
    // Two technical goals take turns.
    expect(new Set(plan.sessions.filter((s) => s.pillar === 'technical').map((s) => s.goalId))).toEqual(new Set(['a', 'b']))
  })

  test('the pillar neglected last week gets extra weight', () => {
    const goals = [goal('t', 'technical'), goal('p', 'physical')]
    const trainedTechnical = buildWeekPlan(
      input({
        goals,
        profile: { availability: 'high', position: 'versatile', ageGroup: '13-17' },
        lastWeek: { logs: [{ skillFocus: ['technical'], minutes: 90 }], plan: [] },
      }),
    )
    expect(trainedTechnical.sessions.filter((s) => s.pillar === 'physical')).toHaveLength(3)
    expect(trainedTechnical.sessions.find((s) => s.pillar === 'physical')!.reason).toBe('neglected')
    const trainedPhysical = buildWeekPlan(
      input({
        goals,
        profile: { availability: 'high', position: 'versatile', ageGroup: '13-17' },
        lastWeek: { logs: [{ skillFocus: ['physical'], minutes: 90 }], plan: [] },
      }),
    )
    expect(trainedPhysical.sessions.filter((s) => s.pillar === 'technical')).toHaveLength(3)
  })

  test('neglectedPillar: least minutes among the goal pillars; psychological counts as mental', () => {
    expect(neglectedPillar([], [])).toBeNull()
    expect(neglectedPillar(['technical', 'mental'], [{ skillFocus: ['psychological'], minutes: 30 }])).toBe('technical')
  })

  test('no active goal: a balanced week over the four pillars', () => {
    const plan = buildWeekPlan(input({ goals: [], profile: { availability: 'high', position: 'versatile', ageGroup: '13-17' } }))
    expect(new Set(plan.sessions.map((s) => s.pillar)).size).toBe(4)
    expect(plan.sessions.every((s) => s.reason === 'balance' && s.goalId === null)).toBe(true)
  })

  test('drills suit the age group, match the pillar and are not repeated while others remain', () => {
    const plan = buildWeekPlan(
      input({ goals: [goal('p', 'physical')], profile: { availability: 'high', position: 'versatile', ageGroup: '8-12' } }),
    )
    const slugs = plan.sessions.flatMap((s) => s.drills.map((d) => d.slug))
    expect(slugs).not.toContain('core-circuit')
    for (const s of plan.sessions) {
      expect(s.pillar).toBe('physical')
      expect(s.minutes).toBeLessThanOrEqual(30)
      expect(new Set(s.drills.map((d) => d.slug)).size).toBe(s.drills.length)
    }
    // Two physical drills for 8-12 and five sessions: repeats only once the pool is used up.
    const firstTwo = plan.sessions[0]!.drills.map((d) => d.slug)
    expect(new Set(firstTwo)).toEqual(new Set(['sprint-ladder', 'shuttle-runs']))

    const roomy = buildWeekPlan(
      input({ goals: [goal('t', 'technical')], profile: { availability: 'low', position: 'versatile', ageGroup: '13-17' } }),
    )
    const roomySlugs = roomy.sessions.flatMap((s) => s.drills.map((d) => d.slug))
    expect(new Set(roomySlugs).size).toBe(roomySlugs.length)
  })

  test('drills after the first must fit the target: an 8-12 session never passes 30 minutes', () => {
    const long = [
      drill('long-a', 'technical', { minutes: 20 }),
      drill('long-b', 'technical', { minutes: 20 }),
      drill('short', 'technical', { minutes: 10 }),
    ]
    const plan = buildWeekPlan(input({ drills: long, profile: { availability: 'medium', position: 'versatile', ageGroup: '8-12' } }))
    expect(plan.sessions[0]!.drills.map((d) => d.slug)).toEqual(['long-a', 'short'])
    for (const s of plan.sessions) expect(s.minutes).toBeLessThanOrEqual(30)
  })

  test("the position's skills come first", () => {
    const forward = buildWeekPlan(input({ profile: { availability: 'low', position: 'forward', ageGroup: '13-17' } }))
    const first = forward.sessions[0]!.drills.map((d) => d.slug)
    expect(first.slice(0, 2).sort()).toEqual(['cone-dribble', 'finishing-gates'])
  })

  test('a drill done well last week is replaced by its progression', () => {
    const plan = buildWeekPlan(input({ lastWeek: { logs: [], plan: [{ drillSlugs: ['wall-passes'], done: true, energy: 4 }] } }))
    const slugs = plan.sessions.flatMap((s) => s.drills.map((d) => d.slug))
    expect(slugs).toContain('one-touch-wall-passes')
    expect(slugs).not.toContain('wall-passes')
    const session = plan.sessions.find((s) => s.drills.some((d) => d.slug === 'one-touch-wall-passes'))!
    expect(session.reason).toBe('progression')
    expect(session.reasonDrill).toBe('wall-passes')

    const tired = buildWeekPlan(input({ lastWeek: { logs: [], plan: [{ drillSlugs: ['wall-passes'], done: true, energy: 1 }] } }))
    expect(tired.sessions.some((s) => s.reason === 'progression')).toBe(false)
  })

  test("a coach's assigned drill lands in one session of its pillar", () => {
    const plan = buildWeekPlan(input({ goals: [goal('t', 'technical'), goal('c', 'tactical')], assigned: ['rondo', 'no-such-drill'] }))
    const holding = plan.sessions.filter((s) => s.drills.some((d) => d.slug === 'rondo'))
    expect(holding).toHaveLength(1)
    expect(holding[0]!.reason).toBe('assigned')
    expect(holding[0]!.pillar).toBe('tactical')
  })

  test('a drill assigned mid-week lands in an open session of the built week, once', () => {
    const plan = buildWeekPlan(input({ goals: [goal('t', 'technical'), goal('c', 'tactical')] }))
    plan.sessions[0]!.done = true
    const bySlug = new Map(DRILLS.map((d) => [d.slug, d]))
    const changed = placeAssigned(plan.sessions, ['breathing-reset'], bySlug)
    expect(changed).toHaveLength(1)
    const target = plan.sessions[changed[0]!]!
    expect(target.done).toBe(false)
    expect(target.drills[0]!.slug).toBe('breathing-reset')
    expect(target).toMatchObject({ reason: 'assigned', reasonDrill: 'breathing-reset' })
    // Placed once: the next read changes nothing.
    expect(placeAssigned(plan.sessions, ['breathing-reset'], bySlug)).toEqual([])
  })

  test('the same input gives the same plan', () => {
    expect(buildWeekPlan(input())).toEqual(buildWeekPlan(input()))
  })
})

describe('replanMissed', () => {
  const plan = buildWeekPlan(input())
  // medium: sessions Mon 23, Wed 25, Sat 28; available Mon, Tue, Wed, Thu, Sat, Sun.

  test('a missed session moves to the next free available day, once', () => {
    const thursday = replanMissed(plan, '2026-11-26', 'medium')
    expect(thursday.sessions.map((s) => [s.day, s.movedFrom])).toEqual([
      ['2026-11-26', '2026-11-23'],
      ['2026-11-29', '2026-11-25'],
      ['2026-11-28', null],
    ])
    // Missed again: dropped, not moved twice.
    const sunday = replanMissed(thursday, '2026-11-29', 'medium')
    expect(sunday.sessions[0]!.dropped).toBe(true)
    expect(sunday.sessions[0]!.day).toBe('2026-11-26')
  })

  test('sessions never pile up: no two live sessions on one day; done sessions stay', () => {
    const withDone = { ...plan, sessions: plan.sessions.map((s, i) => ({ ...s, done: i === 0 })) }
    const later = replanMissed(withDone, '2026-11-28', 'medium')
    expect(later.sessions[0]).toMatchObject({ day: '2026-11-23', done: true, movedFrom: null })
    expect(later.sessions[1]).toMatchObject({ day: '2026-11-29', movedFrom: '2026-11-25' })
    const live = later.sessions.filter((s) => !s.dropped).map((s) => s.day)
    expect(new Set(live).size).toBe(live.length)
  })

  test('with no free day left the missed session is dropped; nothing changes before its day', () => {
    const end = replanMissed(plan, '2026-11-30', 'medium')
    expect(end.sessions.every((s) => s.dropped)).toBe(true)
    expect(replanMissed(plan, MONDAY, 'medium')).toEqual(plan)
  })
})

describe('sessionSentence', () => {
  test('one sentence from the plan progress', () => {
    const plan = buildWeekPlan(input({ goals: [{ id: 'g', title: 'Pass better', pillar: 'technical', status: 'active' }] }))
    plan.sessions[0]!.done = true
    const names = { goals: new Map([['g', 'Pass better']]), drills: new Map<string, string>() }
    expect(sessionSentence(plan, plan.sessions[1]!, names)).toBe('Your goal "Pass better": 1 of 3 sessions done')
    const moved = replanMissed(plan, '2026-11-26', 'medium')
    expect(sessionSentence(moved, moved.sessions[1]!, names)).toBe('Your goal "Pass better": 1 of 3 sessions done (moved from Wednesday)')
    const progressed = buildWeekPlan(input({ lastWeek: { logs: [], plan: [{ drillSlugs: ['wall-passes'], done: true, energy: 5 }] } }))
    const s = progressed.sessions.find((x) => x.reason === 'progression')!
    expect(sessionSentence(progressed, s, { goals: new Map([['g1', 'Pass']]), drills: new Map([['wall-passes', 'Wall passes']]) })).toBe(
      'A step up from Wall passes for your goal "Pass": 0 of 3 sessions done',
    )
  })
})

test('weekStartOf: the Monday of the week', () => {
  expect(weekStartOf('2026-11-23')).toBe('2026-11-23')
  expect(weekStartOf('2026-11-29')).toBe('2026-11-23')
  expect(weekStartOf('2026-11-30')).toBe('2026-11-30')
  expect(weekStartOf('2027-01-01')).toBe('2026-12-28')
})
