import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { AchievementsResponse, GameStatsResponse, PlayResponse } from '@app/shared/schemas/games.ts'
import { achievements, gameResults, goals, playerLevels, trainingStreaks, userBadges } from '../../db/schema/index.ts'
import { call, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { answerAll, bestChoice, finish, READ_MS, startPlay } from './game-fixtures.ts'

// The Game Hub's stats and the Achievement Center are served from memory until this process writes
// a table they come from (achievement-views.ts, ACHIEVEMENT_TABLES; http/cached-answer.ts).
const MINUTE = 60_000

Deno.test('protects behaviour: game stats and achievements show each play, training session, goal and award on the next read, only to their owner', () =>
  withApp({}, async ({ app, clock, database }) => {
    const maya = await signUp(app)
    const leo = await signUp(app, { email: 'leo@example.com' })
    const read = async (who: { token: string }) => {
      const stats = GameStatsResponse.parse(await (await call(app, 'GET', '/api/games/stats', { token: who.token })).json()).stats
      const center = AchievementsResponse.parse(await (await call(app, 'GET', '/api/achievements', { token: who.token })).json())
      const progress = Object.fromEntries(center.achievements.map((a) => [a.name, a.progress]))
      return { played: stats.games_played, average: stats.average_score, earned: center.earned_count, progress }
    }
    const fresh = await read(maya)
    assert.deepEqual(await read(maya), fresh)
    assert.equal(fresh.played, 0)

    const play = PlayResponse.shape.play.parse(await startPlay(app, maya.token, { game_id: 'decision-drill' }))
    await answerAll(app, maya.token, play, bestChoice, clock)
    clock.advance(MINUTE - 5 * READ_MS)
    assert.equal((await finish(app, maya.token, play.id!)).status, 201)
    const played = await read(maya)
    assert.equal(played.played, 1)
    assert.ok(played.earned > fresh.earned)
    assert.deepEqual(await read(leo), fresh, "another player's are their own")

    // Training and goals count towards the training achievements (the progress state's tables).
    const log = { id: crypto.randomUUID(), session_type: 'technical', skill_focus: ['technical'], duration_minutes: 60, energy_level: 4 }
    assert.equal((await call(app, 'POST', '/api/training', { token: maya.token, origin: SITE, body: log })).status, 201)
    const trained = await read(maya)
    assert.notDeepEqual(trained.progress, played.progress)
    const goal = { title: 'Weak foot', pillar: 'technical', goal_type: 'process' }
    assert.equal((await call(app, 'POST', '/api/goals', { token: maya.token, origin: SITE, body: goal })).status, 201)
    const withGoal = await read(maya)
    assert.notDeepEqual(withGoal.progress, trained.progress)
    // Each table alone, written by any route of this process (here straight through the database).
    const steps: [string, () => Promise<unknown>][] = [
      ['goals', () => database.write((db) => db.update(goals).set({ status: 'completed' }).where(eq(goals.userId, maya.id)))],
      [
        'player_levels',
        () =>
          database.write((db) =>
            db.update(playerLevels).set({ sessionCount: 40, totalXp: 100_000 }).where(eq(playerLevels.userId, maya.id))
          ),
      ],
      [
        'training_streaks',
        () =>
          database.write((db) =>
            db.update(trainingStreaks).set({ currentStreak: 30, longestStreak: 30 }).where(eq(trainingStreaks.userId, maya.id))
          ),
      ],
      ['game_results', () => database.write((db) => db.update(gameResults).set({ score: 0 }).where(eq(gameResults.userId, maya.id)))],
      ['achievements', () => database.write((db) => db.delete(achievements).where(eq(achievements.userId, maya.id)))],
      ['user_badges', () => database.write((db) => db.delete(userBadges).where(eq(userBadges.userId, maya.id)))],
    ]
    let before = withGoal
    for (const [table, write] of steps) {
      await write()
      const after = await read(maya)
      assert.notDeepEqual(after, before, table)
      before = after
    }
  }))
