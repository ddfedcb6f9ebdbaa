import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DRILLS } from '@app/shared/domain/drills/content/index.ts'
import { DRILL_MESSAGES } from '@app/shared/domain/messages/drills.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { browserTimeZone } from '@app/shared/domain/calendar-day.ts'
import { buildWeekPlan } from '@app/shared/domain/weekly-plan/week-plan.ts'
import { DrillListResponse, DrillResponse } from '@app/shared/schemas/drills.ts'
import { GoalListResponse } from '@app/shared/schemas/goals.ts'
import { TrainingListResponse } from '@app/shared/schemas/progress.ts'
import { SessionResponse } from '@app/shared/schemas/user.ts'
import { WeeklyPlanResponse } from '@app/shared/schemas/weekly-plan.ts'
import { answerDemo, resetDemo } from '@app/shared/demo/demo-backend.ts'

const get = (path: string) => answerDemo('GET', path, undefined)
const slugs = (path: string) => DrillListResponse.parse(get(path).body).drills.map((d) => d.slug)
const plan = () => WeeklyPlanResponse.parse(get('/plan/this-week').body)
const errorOf = (answer: { body: unknown }) => (answer.body as { error: { code: string; message: string; fields?: object } }).error

/** A session logged from the plan, as Log Training sends it. */
const logFrom = (planSessionId: string | undefined, id: string = crypto.randomUUID()) =>
  answerDemo('POST', '/training', {
    id,
    session_type: 'technical',
    skill_focus: ['technical'],
    duration_minutes: 20,
    energy_level: 4,
    notes: '',
    time_zone: browserTimeZone(),
    ...(planSessionId ? { plan_session_id: planSessionId } : {}),
  })

// A Wednesday at noon: Maya trains three days a week (Monday, Wednesday and Saturday in the plan).
const WEDNESDAY = new Date('2026-11-25T12:00:00Z')

describe('demo mode: the drill library', () => {
  beforeEach(() => resetDemo())

  it('protects behaviour: lists every drill of the library signed out, easiest and shortest first', () => {
    answerDemo('POST', '/auth/sign-out', undefined)
    const answer = get('/drills')
    expect(answer.status).toBe(200)
    const listed = DrillListResponse.parse(answer.body).drills
    expect(listed.map((d) => d.slug).sort()).toEqual(DRILLS.map((d) => d.slug).sort())
    const order = listed.map((d) => [d.level, d.minutes])
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!))
  })

  it('protects behaviour: filters by pillar, age group, what the player has and minutes, together, as the content says', () => {
    const expected = (keep: (d: (typeof DRILLS)[number]) => boolean) =>
      DRILLS.filter(keep)
        .map((d) => d.slug)
        .sort()
    const sorted = (list: string[]) => [...list].sort()
    expect(sorted(slugs('/drills?pillar=mental'))).toEqual(expected((d) => d.pillar === 'mental'))
    expect(sorted(slugs('/drills?age_group=8-12'))).toEqual(expected((d) => d.ageGroups.includes('8-12')))
    expect(sorted(slugs('/drills?equipment=none'))).toEqual(expected((d) => d.equipment.length === 0))
    expect(sorted(slugs('/drills?equipment=ball,wall'))).toEqual(expected((d) => d.equipment.every((e) => e === 'ball' || e === 'wall')))
    expect(sorted(slugs('/drills?max_minutes=10'))).toEqual(expected((d) => d.minutes <= 10))
    const together = slugs('/drills?pillar=technical&age_group=13-17&equipment=ball&max_minutes=15')
    expect(sorted(together)).toEqual(
      expected(
        (d) => d.pillar === 'technical' && d.ageGroups.includes('13-17') && d.equipment.every((e) => e === 'ball') && d.minutes <= 15,
      ),
    )
    expect(together.length).toBeGreaterThan(0)
  })

  it('protects behaviour: searches every word of the title, summary or tags in any case', () => {
    const drill = DRILLS.find((d) => d.slug === 'toe-taps')!
    expect(slugs(`/drills?q=${encodeURIComponent(drill.title.toUpperCase())}`)).toContain('toe-taps')
    expect(slugs(`/drills?q=${encodeURIComponent(`${drill.tags[0]} ${drill.title}`)}`)).toContain('toe-taps')
    expect(slugs('/drills?q=zzzz%20no%20such%20drill')).toEqual([])
  })

  it('protects behaviour: refuses a bad filter with 400 and the field, as the API does', () => {
    for (const [query, field] of [
      ['pillar=psychological', 'pillar'],
      ['equipment=ball,rope', 'equipment'],
      ['max_minutes=4', 'max_minutes'],
    ] as const) {
      const answer = get(`/drills?${query}`)
      expect(answer.status, query).toBe(400)
      expect(errorOf(answer).code).toBe('VALIDATION_FAILED')
      expect(errorOf(answer).fields, query).toHaveProperty(field)
    }
  })

  it('protects behaviour: answers a whole drill by its slug signed out, with the drill its progression leads to', () => {
    answerDemo('POST', '/auth/sign-out', undefined)
    const answer = get('/drills/toe-taps')
    expect(answer.status).toBe(200)
    const { drill } = DrillResponse.parse(answer.body)
    const content = DRILLS.find((d) => d.slug === 'toe-taps')!
    expect(drill.steps).toEqual(content.steps)
    expect(drill.coaching_points).toEqual(content.coachingPoints)
    expect(drill.diagram).toEqual(content.diagram)
    expect(drill.next).toEqual({ slug: content.next, title: DRILLS.find((d) => d.slug === content.next)!.title })
  })

  it('protects behaviour: answers an unknown or malformed slug with the API 404', () => {
    for (const slug of ['no-such-drill', 'Toe-Taps', '..%2F..%2Fetc', 'a'.repeat(81)]) {
      const answer = get(`/drills/${slug}`)
      expect(answer.status, slug).toBe(404)
      expect(errorOf(answer)).toEqual({ code: 'NOT_FOUND', message: DRILL_MESSAGES.notFound })
    }
  })

  it('protects behaviour: still says teams are not available in demo mode', () => {
    expect(get('/teams').status).toBe(503)
    expect(answerDemo('POST', '/teams', { name: 'Lions' }).status).toBe(503)
  })
})

describe("demo mode: this week's plan", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(WEDNESDAY)
    resetDemo()
  })
  afterEach(() => vi.useRealTimers())

  it("protects behaviour: is the shared rule's plan for the sample player's goals, profile and last week, with library drills", () => {
    const week = plan()
    const user = SessionResponse.parse(get('/auth/session').body).user!
    const goals = GoalListResponse.parse(get('/goals').body).goals
    const logs = TrainingListResponse.parse(get('/training?limit=100').body).logs
    const expected = buildWeekPlan({
      weekStart: week.week_start,
      goals: [...goals].sort((a, b) => a.created_at.localeCompare(b.created_at)),
      profile: { availability: user.training_availability, position: user.position_preference, ageGroup: user.age_group },
      lastWeek: {
        logs: logs
          .filter((l) => l.day >= '2026-11-16' && l.day <= '2026-11-22')
          .map((l) => ({ skillFocus: l.skill_focus, minutes: l.duration_minutes })),
        plan: [],
      },
      drills: DRILLS,
    })
    expect(week.week_start).toBe('2026-11-23')
    // The answer lists sessions by day (a missed one moved); the rule numbers them in planned order.
    const byIndex = [...week.sessions].sort((a, b) => a.id.localeCompare(b.id))
    expect(byIndex.map((s) => [s.pillar, s.goal_id, s.drills.map((d) => d.slug)])).toEqual(
      expected.sessions.map((s) => [s.pillar, s.goalId, s.drills.map((d) => d.slug)]),
    )
    const active = new Map(goals.filter((g) => g.status === 'active').map((g) => [g.id, g.title]))
    for (const session of week.sessions) {
      expect(session.drills.length).toBeGreaterThan(0)
      for (const d of session.drills) {
        const drill = DRILLS.find((x) => x.slug === d.slug)!
        expect([drill.pillar, drill.ageGroups.includes('13-17'), d.title]).toEqual([session.pillar, true, drill.title])
      }
      expect(session.sentence).toContain(active.get(session.goal_id!))
    }
  })

  it('protects behaviour: is kept for the week: a goal added later does not change it, and a missed session moves once', () => {
    const first = plan()
    expect(answerDemo('POST', '/goals', { title: 'Head the ball well', pillar: 'tactical', goal_type: 'process' }).status).toBe(201)
    expect(plan().sessions.map((s) => s.drills)).toEqual(first.sessions.map((s) => s.drills))
    // Monday's session was missed: on Wednesday it moved to the next free day; missed again, it is dropped.
    const monday = first.sessions.find((s) => s.moved_from === '2026-11-23')!
    expect(monday.day).toBe('2026-11-26')
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'))
    expect(plan().sessions.find((s) => s.id === monday.id)).toMatchObject({ dropped: true, moved_from: '2026-11-23' })
  })

  it('protects behaviour: marks the session a log names as done, and refuses it twice or an unknown one with the API messages', () => {
    const open = plan().sessions.find((s) => s.day === '2026-11-25')!
    expect(logFrom(open.id).status).toBe(201)
    expect(plan().sessions.find((s) => s.id === open.id)!.done).toBe(true)
    expect(plan().sessions.find((s) => s.id === open.id)!.sentence).toMatch(/: 1 of \d sessions? done/)

    const twice = logFrom(open.id)
    expect([twice.status, errorOf(twice).message]).toEqual([409, TRAINING_MESSAGES.planSessionDone])
    const unknown = logFrom(crypto.randomUUID())
    expect([unknown.status, errorOf(unknown).message]).toEqual([404, TRAINING_MESSAGES.planSessionNotFound])
    // Neither refusal logged anything.
    expect(TrainingListResponse.parse(get('/training?limit=100').body).logs.filter((l) => l.duration_minutes === 20)).toHaveLength(1)
  })

  it("protects behaviour: marks today's open session done when a log names none, as the API does", () => {
    const today = plan().sessions.filter((s) => s.day === '2026-11-25' && !s.done)
    expect(today.length).toBeGreaterThan(0)
    expect(logFrom(undefined).status).toBe(201)
    expect(plan().sessions.find((s) => s.id === today[0]!.id)!.done).toBe(true)
  })
})
