import assert from 'node:assert/strict'
import { eq, sum } from 'drizzle-orm'
import { BADGE_ACHIEVEMENTS, GAME_ACHIEVEMENTS } from '@app/shared/domain/games/achievements.ts'
import { gameLevel } from '@app/shared/domain/games/game-level.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import type { App } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { DEMO_ACCOUNTS } from '../../db/demo-accounts.ts'
import { achievements, gameResults, playerLevels, trainingLogs, userBadges, users } from '../../db/schema/index.ts'
import { seedDemo } from '../../db/seed.ts'
import { call, sessionToken, signUp, START, withApp } from '../../test-support/test-app.ts'
import { answer, answerAll, bestChoice, finish, next, READ_MS, startPlay } from './game-fixtures.ts'
import { contentCardPoints } from './card-points.ts'
import { DECISION_SCENARIOS, PRO_SCENARIOS, TRIVIA_QUESTIONS } from './content/index.ts'
import { isPracticeItem } from './play-content.ts'

/**
 * The totals as the rows hold them (docs/features/games.md "Totals"): game points are the saved
 * plays' scores, training XP the player's recorded total, achievement points the earned
 * achievements' and badges' points. Computed here straight from the tables, not through the rules
 * the routes use, so a route that counts differently fails.
 */
async function totalsFromRows(database: Database, userId: string) {
  const db = database.db
  const [played] = await db.select({ points: sum(gameResults.score) }).from(gameResults).where(eq(gameResults.userId, userId))
  const [levelRow] = await db.select({ xp: playerLevels.totalXp }).from(playerLevels).where(eq(playerLevels.userId, userId))
  const [logged] = await db.select({ xp: sum(trainingLogs.xpEarned) }).from(trainingLogs).where(eq(trainingLogs.userId, userId))
  const gameNames = (await db.select({ name: achievements.name }).from(achievements).where(eq(achievements.userId, userId))).map((r) =>
    r.name
  )
  const badgeIds = (await db.select({ id: userBadges.badgeId }).from(userBadges).where(eq(userBadges.userId, userId))).map((r) => r.id)
  const achievementPoints = GAME_ACHIEVEMENTS.filter((a) => gameNames.includes(a.name)).reduce((s, a) => s + a.points, 0) +
    BADGE_ACHIEVEMENTS.filter((a) => badgeIds.includes(a.badgeId!)).reduce((s, a) => s + a.points, 0)
  const gamePoints = Number(played?.points ?? 0)
  const trainingXp = levelRow?.xp ?? 0
  return {
    gamePoints,
    gameLevel: Math.floor(gamePoints / 100) + 1,
    trainingXp,
    loggedXp: Number(logged?.xp ?? 0),
    achievementPoints,
    earnedCount: gameNames.length + badgeIds.length,
  }
}

const signIn = async (app: App, email: string) => {
  const { password } = DEMO_ACCOUNTS.find((a) => a.email === email)!
  return sessionToken(await call(app, 'POST', '/api/auth/sign-in', { body: { email, password } }))!
}
const getJson = async (app: App, token: string, path: string) => {
  const res = await call(app, 'GET', path, { token })
  assert.equal(res.status, 200, `${path}: ${res.status}`)
  return res.json()
}
const userId = async (database: Database, email: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id

/** Every route that reports one of the player's own totals agrees with the rows. */
async function assertPlayerRoutesAgree(app: App, database: Database, token: string, id: string, who: string) {
  const rows = await totalsFromRows(database, id)
  assert.equal(rows.trainingXp, rows.loggedXp, `${who}: training XP is the sum of the logged sessions' XP`)
  const { stats } = await getJson(app, token, '/api/games/stats')
  assert.equal(stats.total_points, rows.gamePoints, `${who}: Game Hub game points`)
  assert.equal(stats.level, rows.gameLevel, `${who}: Game Hub Game Level`)
  assert.equal(stats.points_to_next_level, rows.gameLevel * 100 - rows.gamePoints, `${who}: points to the next Game Level`)
  const center = await getJson(app, token, '/api/achievements')
  assert.equal(center.total_points, rows.achievementPoints, `${who}: Achievement Center achievement points`)
  assert.equal(center.earned_count, rows.earnedCount, `${who}: achievements earned`)
  for (const a of center.achievements as { name: string; earned_at: string | null; progress: number; total: number }[]) {
    // One rule for progress and earned: never "1/1" beside not earned, never earned short of its total.
    assert.equal(a.earned_at !== null, a.progress >= a.total, `${who}: ${a.name} ${a.progress}/${a.total}, earned ${a.earned_at}`)
  }
  const { level } = await getJson(app, token, '/api/progress/level')
  assert.equal(level.total_xp, rows.trainingXp, `${who}: dashboard training XP`)
  assert.equal(level.level, playerLevel(rows.trainingXp).level, `${who}: dashboard Player Level`)
  // Analytics is a Pro feature: a free player's answer is 402, with no number to compare.
  const analytics = await call(app, 'GET', '/api/progress/report?period=month', { token })
  if (analytics.status === 200) assert.equal((await analytics.json()).report.level, level.level, `${who}: analytics Player Level`)
  else assert.equal(analytics.status, 402)
  return { rows, playerLevel: level.level as number }
}

Deno.test('protects behaviour: every route reporting game points, Game Level, achievement points, training XP or Player Level agrees with the rows, for Maya and Leo', () =>
  withApp({}, async ({ app, database }) => {
    await seedDemo(database, START)
    const maya = await signIn(app, 'maya@pitchpath.dev')
    const mayaId = await userId(database, 'maya@pitchpath.dev')
    const { rows, playerLevel: mayaLevel } = await assertPlayerRoutesAgree(app, database, maya, mayaId, 'Maya')
    assert.ok(rows.gamePoints > 0 && rows.trainingXp > 0 && rows.achievementPoints > 0)
    // Three totals, three names: none is another's sum.
    assert.notEqual(rows.gamePoints, rows.achievementPoints)

    const leo = await signIn(app, 'leo@pitchpath.dev')
    const leoId = await userId(database, 'leo@pitchpath.dev')
    await assertPlayerRoutesAgree(app, database, leo, leoId, 'Leo')
    const firstGoal = (await getJson(app, leo, '/api/achievements')).achievements.find((a: { name: string }) => a.name === 'First Goal')
    assert.ok(firstGoal.earned_at, 'Leo set a goal: First Goal is earned')
    assert.deepEqual([firstGoal.progress, firstGoal.total], [1, 1])

    // Sam (family admin) sees Maya's Player Level on every family page with the same number.
    const sam = await signIn(app, 'sam@pitchpath.dev')
    const dashboard = await getJson(app, sam, '/api/family/dashboard')
    const card = dashboard.children.find((c: { first_name: string }) => c.first_name === 'Maya')
    assert.equal(card.level, mayaLevel, 'family dashboard Player Level')
    const detail = await getJson(app, sam, `/api/family/members/${card.member_id}`)
    assert.equal(detail.stats.level, mayaLevel, 'member detail Player Level')
    const familyReport = await getJson(app, sam, '/api/family/report?period=month')
    assert.equal(
      familyReport.children.find((c: { first_name: string }) => c.first_name === 'Maya').level,
      mayaLevel,
      'family report Player Level',
    )
  }))

Deno.test('protects behaviour: a new teen after one drill: the finish, the hub and the rows say the same game points, and achievements never add to them', () =>
  withApp({}, async ({ app, database, clock }) => {
    const teen = await signUp(app, { email: 'teen@example.com', age: 15 })
    const play = await startPlay(app, teen.token, { game_id: 'decision-drill' })
    const points = await answerAll(app, teen.token, play, undefined, clock)
    const finished = await finish(app, teen.token, play.id)
    assert.equal(finished.status, 201)
    const body = await finished.json()
    assert.equal(body.stats.total_points, points)
    assert.equal(body.stats.level, gameLevel(points).level)
    assert.ok(body.achievements_earned.length > 0, 'the first drill earns Game Starter at least')
    const { rows } = await assertPlayerRoutesAgree(app, database, teen.token, teen.id, 'new teen')
    assert.equal(rows.gamePoints, points)
    assert.ok(rows.achievementPoints > 0)
  }))

Deno.test('protects behaviour: a play with an answer too fast to read adds its game points but moves no achievement toward earned', () =>
  withApp({}, async ({ app, database, clock }) => {
    const teen = await signUp(app, { email: 'quick@example.com', age: 15 })
    const play = await startPlay(app, teen.token, { game_id: 'soccer-trivia' })
    // Seven questions read and answered right, the last one answered the moment it appears.
    let current = play
    for (let i = 0; i < play.item_count; i++) {
      if (i > 0) current = (await (await next(app, teen.token, play.id)).json()).play
      const item = current.questions[i]
      if (i < play.item_count - 1) clock.advance(READ_MS)
      assert.equal((await answer(app, teen.token, play.id, { item_id: item.id, choice: bestChoice(item.id) })).status, 201)
    }
    const finished = await (await finish(app, teen.token, play.id)).json()
    assert.deepEqual(finished.achievements_earned, [])
    assert.ok(finished.result.percent >= 80, `percent ${finished.result.percent}`)
    const { rows } = await assertPlayerRoutesAgree(app, database, teen.token, teen.id, 'quick teen')
    assert.equal(rows.gamePoints, finished.result.score)
    assert.equal(rows.achievementPoints, 0)
  }))

Deno.test("protects behaviour: the cards' points are what the content can give: 0 up to the best pool's best items", () => {
  const cards = contentCardPoints()
  const topSum = (points: number[], n: number) => points.sort((a, b) => b - a).slice(0, n).reduce((s, p) => s + p, 0)
  const best = (s: { options: { points: number }[] }) => Math.max(...s.options.map((o) => o.points))
  // Counted here from the content itself: each age group's five best scenarios, and Pro mode's (never its practice set).
  const pools = [
    ...(['8-12', '13-17', '18+'] as const).map((g) => DECISION_SCENARIOS.filter((s) => s.ageGroup === g).map(best)),
    PRO_SCENARIOS.filter((s) => !isPracticeItem(s.id)).map(best),
  ]
  assert.deepEqual(cards['decision-drill'], { min: 0, max: Math.max(...pools.map((p) => topSum(p, 5))) })
  const trivia = TRIVIA_QUESTIONS.filter((q) => !isPracticeItem(q.id)).map((q) => ({ Easy: 5, Medium: 8, Hard: 12 })[q.difficulty])
  assert.deepEqual(cards['soccer-trivia'], { min: 0, max: topSum(trivia, 8) })
  assert.deepEqual(cards['reaction-master'], { min: 0, max: 30 })
})

Deno.test('protects behaviour: GET /api/games/cards answers signed out with the points computed from the content', () =>
  withApp({}, async ({ app }) => {
    const res = await call(app, 'GET', '/api/games/cards')
    assert.equal(res.status, 200)
    assert.deepEqual((await res.json()).points, contentCardPoints())
  }))
