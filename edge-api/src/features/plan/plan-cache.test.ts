import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { teamDrillAssignments, weeklyPlanSessions } from '../../db/schema/index.ts'
import { DRILLS } from '../drills/public.ts'
import { signUp, withApp } from '../../test-support/test-app.ts'
import { addGoal, MONDAY_NOON_MS, teamWithMember, thisWeek } from './plan-fixtures.ts'

// This week's plan is served from memory until this process writes a table it comes from (users,
// weekly_plans, weekly_plan_sessions, goals, training_logs, team_members, team_drill_assignments) or
// the caller's day changes in their zone (http/cached-answer.ts). Each write below is a separate one.
const MINUTE = 60_000

Deno.test("protects behaviour: this week's plan shows each stored change, a coach's drill and the caller's new day on the next read", () =>
  withApp({}, async ({ app, clock, database }) => {
    const player = await signUp(app, { timeZone: 'Asia/Tokyo' })
    const other = await signUp(app, { email: 'leo@example.com', timeZone: 'Asia/Tokyo' })
    const coach = await signUp(app, { email: 'coach@example.com', age: 17 })
    await addGoal(app, player.token, 'Pass better', 'technical')
    // Monday 23 November, 12:00 UTC: 21:00 in Tokyo.
    clock.advance(MONDAY_NOON_MS)
    const built = await thisWeek(app, player.token)
    assert.equal(built.today, '2026-11-23')
    assert.notDeepEqual((await thisWeek(app, other.token)).sessions.map((s) => s.id), built.sessions.map((s) => s.id))
    // Built, read once and kept: the next read is served from memory.
    assert.deepEqual(await thisWeek(app, player.token), built)
    assert.deepEqual(await thisWeek(app, player.token), built)

    // A stored session changed by any route of this process (here straight through the database).
    const first = built.sessions[0]!
    await database.write((db) =>
      db.update(weeklyPlanSessions).set({ minutes: first.minutes + 5 }).where(eq(weeklyPlanSessions.id, first.id))
    )
    assert.equal((await thisWeek(app, player.token)).sessions.find((s) => s.id === first.id)!.minutes, first.minutes + 5)

    // The player joins a team, then, in a write of its own, the coach assigns a drill for the week.
    await database.transaction(async (tx) => {
      await teamWithMember(tx, coach.id, player.id)
    })
    const member = await thisWeek(app, player.token)
    const slug = DRILLS.find((d) => d.pillar === 'mental' && d.ageGroups.includes('13-17'))!.slug
    assert.ok(!member.sessions.some((s) => s.drills.some((d) => d.slug === slug)))
    await database.write((db) =>
      db.insert(teamDrillAssignments).values({
        groupId: 'g1',
        weekStart: '2026-11-23',
        drillSlug: slug,
        assignedBy: coach.id,
        createdAt: 0,
      })
    )
    assert.equal((await thisWeek(app, player.token)).sessions.filter((s) => s.drills.some((d) => d.slug === slug)).length, 1)

    // Past midnight in Tokyo (UTC is still on the 23rd), nothing written: the plan's today moves on.
    clock.advance(3 * 60 * MINUTE - MINUTE)
    assert.equal((await thisWeek(app, player.token)).today, '2026-11-23')
    clock.advance(2 * MINUTE)
    assert.equal((await thisWeek(app, player.token)).today, '2026-11-24')
  }))
