import assert from 'node:assert/strict'
import { sum } from 'drizzle-orm'
import { newlyEarnedBadges } from '@app/shared/domain/badges.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { sessionXp } from '@app/shared/domain/training-xp.ts'
import { DAILY_TRAINING_CAP_MINUTES, SESSION_TYPES, SKILL_FOCUSES } from '@app/shared/domain/training.ts'
import { playerLevels, skillProgress, trainingLogs, trainingStreaks, userBadges } from '../../db/schema/index.ts'
import { SESSION_COOKIE } from '../../http/session-cookie.ts'
import { call, makeTestApp, rowCount, signUp, SITE } from '../../test-support/test-app.ts'
import { sessionBody } from './training-fixtures.ts'

Deno.test('protects behaviour: 200 simultaneous Log Training requests for one player: exactly the daily cap lands, with totals equal to the sum of the landed sessions', async () => {
  const t = await makeTestApp()
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, t.app.fetch)
  try {
    const { token } = await signUp(t.app)
    // A varied, reproducible mix: every type, 1-3 focus skills, 10 minutes each, so the day's cap
    // (300 minutes) admits exactly 30 of them whatever order the queue runs them in.
    const bodies = Array.from({ length: 200 }, (_, i) => ({
      ...sessionBody(),
      session_type: SESSION_TYPES[i % SESSION_TYPES.length]!,
      duration_minutes: 10,
      skill_focus: SKILL_FOCUSES.filter((_, k) => (i + k) % 3 === 0).slice(0, 3),
    }))
    const base = `http://127.0.0.1:${server.addr.port}`
    const responses = await Promise.all(bodies.map((body) =>
      fetch(`${base}/api/training`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, cookie: `${SESSION_COOKIE}=${token}` },
        body: JSON.stringify(body),
      })
    ))
    const statuses = await Promise.all(responses.map(async (r) => (await r.body?.cancel(), r.status)))
    const landed = DAILY_TRAINING_CAP_MINUTES / 10
    assert.deepEqual([statuses.filter((s) => s === 201).length, statuses.filter((s) => s === 422).length], [landed, 200 - landed])
    const kept = bodies.filter((_, i) => statuses[i] === 201)

    const expectedXp = kept.reduce((total, b) => total + sessionXp(b.session_type, b.duration_minutes), 0)
    assert.equal(await rowCount(t.database, trainingLogs), landed)
    const [logged] = await t.database.db.select({ xp: sum(trainingLogs.xpEarned) }).from(trainingLogs)
    assert.equal(Number(logged?.xp), expectedXp)
    const [level] = await t.database.db.select().from(playerLevels)
    assert.equal(level?.totalXp, expectedXp)
    assert.equal(level?.sessionCount, landed)

    const skills = await t.database.db.select().from(skillProgress)
    for (const skill of SKILL_FOCUSES) {
      const named = kept.filter((b) => b.skill_focus.includes(skill)).length
      const row = skills.find((s) => s.skillName === skill)
      assert.equal(row?.trainingCount ?? 0, named, skill)
      if (named > 0) assert.equal(row?.currentLevel, Math.min(100, 5 + named - 1), skill)
    }
    const [streak] = await t.database.db.select().from(trainingStreaks)
    assert.deepEqual([streak?.currentStreak, streak?.longestStreak, streak?.totalTrainingDays], [1, 1, 1])
    const stats = {
      sessions: landed,
      currentStreak: 1,
      longestStreak: 1,
      goalsCreated: 0,
      goalsCompleted: 0,
      level: playerLevel(expectedXp).level,
    }
    const expectedBadges = newlyEarnedBadges(stats, []).map((b) => b.id).sort()
    const badges = await t.database.db.select({ id: userBadges.badgeId }).from(userBadges)
    assert.deepEqual(badges.map((b) => b.id).sort(), expectedBadges, 'each earned badge exactly once')
  } finally {
    await server.shutdown()
    await t.close()
  }
})

Deno.test('protects behaviour: two first reads at the same moment create one level record and one streak record', async () => {
  const t = await makeTestApp()
  try {
    const { token } = await signUp(t.app)
    const answers = await Promise.all([
      call(t.app, 'GET', '/api/progress/level', { token }),
      call(t.app, 'GET', '/api/progress/streak', { token }),
      call(t.app, 'GET', '/api/progress/level', { token }),
      call(t.app, 'GET', '/api/progress/streak', { token }),
    ])
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 200])
    const level = (await answers[0]!.json()).level
    assert.deepEqual([level.level, level.total_xp, level.title], [1, 0, 'Rookie'])
    const streak = (await answers[1]!.json()).streak
    assert.deepEqual([streak.current, streak.longest, streak.total_days], [0, 0, 0])
    assert.equal(await rowCount(t.database, playerLevels), 1)
    assert.equal(await rowCount(t.database, trainingStreaks), 1)
  } finally {
    await t.close()
  }
})
