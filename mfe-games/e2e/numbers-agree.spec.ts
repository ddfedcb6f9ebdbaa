import { readFileSync } from 'node:fs'
import { createClient } from '@libsql/client'
import { expect, type Page, test } from '@playwright/test'
import { BADGES } from '@app/shared/domain/badges.ts'
import { BADGE_ACHIEVEMENTS } from '@app/shared/domain/games/achievements.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'

/**
 * Every total a page shows, against the same total counted straight from the e2e database's rows
 * (docs/features/games.md "Totals"): game points and Game Level on the Game Hub, achievement points
 * on the Achievement Center, training XP and Player Level on the dashboard and on Sam's family
 * pages. A page (or a route behind it) that counts differently fails here.
 */

type Totals = {
  gamePoints: number
  gameLevel: number
  achievementPoints: number
  trainingXp: number
  playerLevel: number
  badgeIds: string[]
}

/** Player Level by the ladder (docs/features/training-and-progress.md): leaving level n costs floor(100 × 1.5^(n-1)). */
function levelFromXp(xp: number): number {
  let level = 1
  let left = xp
  for (let cost = 100; left >= cost && level < 100; cost = Math.floor(100 * 1.5 ** level)) {
    left -= cost
    level++
  }
  return level
}

async function totalsFromRows(email: string): Promise<Totals> {
  const file = process.env.E2E_DATABASE_FILE
  if (!file) throw new Error('E2E_DATABASE_FILE is not set: run the browser tests with scripts/e2e.mjs')
  const db = createClient({ url: `file:${file}` })
  try {
    const one = async (sql: string, args: string[]) => Number((await db.execute({ sql, args })).rows[0]?.[0] ?? 0)
    const id = String((await db.execute({ sql: 'select id from users where email = ?', args: [email] })).rows[0]![0])
    const gamePoints = await one('select coalesce(sum(score), 0) from game_results where user_id = ?', [id])
    const trainingXp = await one('select coalesce(max(total_xp), 0) from player_levels where user_id = ?', [id])
    const gameAchievementPoints = await one('select coalesce(sum(points), 0) from achievements where user_id = ?', [id])
    const badgeIds = (await db.execute({ sql: 'select badge_id from user_badges where user_id = ?', args: [id] })).rows.map((r) =>
      String(r[0]),
    )
    const badgePoints = BADGE_ACHIEVEMENTS.filter((a) => badgeIds.includes(a.badgeId!)).reduce((s, a) => s + a.points, 0)
    return {
      gamePoints,
      gameLevel: Math.floor(gamePoints / 100) + 1,
      achievementPoints: gameAchievementPoints + badgePoints,
      trainingXp,
      playerLevel: levelFromXp(trainingXp),
      badgeIds,
    }
  } finally {
    db.close()
  }
}

const DEMO_ACCOUNTS = JSON.parse(readFileSync(new URL('../../edge-api/src/db/demo-accounts.json', import.meta.url), 'utf8')) as {
  email: string
  password: string
}[]

async function signIn(page: Page, email: string) {
  const { password } = DEMO_ACCOUNTS.find((a) => a.email === email)!
  const res = await page.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
}

/** What the player's own pages show, each total under its own name. */
async function expectPlayerPagesAgree(page: Page, rows: Totals, { dashboard = true } = {}) {
  await page.goto('/app/games')
  await expect(page.getByTestId('tile-total-points')).toHaveText(`${rows.gamePoints}Game points`)
  await expect(page.getByTestId('tile-level')).toHaveText(`${rows.gameLevel}Game Level`)
  await expect(page.getByTestId('points-to-next-level')).toContainText(`${rows.gameLevel * 100 - rows.gamePoints} `)
  await expect(page.getByTestId('points-to-next-level')).toContainText(`Game Level ${rows.gameLevel + 1}`)

  await page.goto('/app/achievements')
  await expect(page.getByTestId('achievements-total-points')).toHaveText(`${rows.achievementPoints}Achievement points`)
  // A badge the rows hold is earned on its card, and an unearned card is short of its total.
  for (const badge of BADGES) {
    const card = page.getByTestId('achievement-card').filter({ has: page.getByRole('heading', { name: badge.name, exact: true }) })
    await expect(card, badge.name).toHaveAttribute('data-earned', String(rows.badgeIds.includes(badge.id)))
  }

  if (dashboard) {
    await page.goto('/app/dashboard')
    await expect(page.getByTestId('player-level')).toHaveText(`Player Level ${rows.playerLevel}`)
    await expect(page.getByTestId('total-xp')).toHaveText(`${rows.trainingXp} XP`)
  }
}

test("protects behaviour: Maya's Game Hub, Achievement Center and dashboard, and Sam's family pages, show the totals the rows hold", async ({
  page,
}) => {
  const maya = await totalsFromRows('maya@pitchpath.dev')
  expect(maya.gamePoints).toBeGreaterThan(0)
  await signIn(page, 'maya@pitchpath.dev')
  await expectPlayerPagesAgree(page, maya)

  await page.context().clearCookies()
  await signIn(page, 'sam@pitchpath.dev')
  await page.goto('/app/parent-dashboard')
  const card = page.getByTestId('child-card').filter({ hasText: 'Maya' })
  await expect(card.getByTestId('child-player-level')).toHaveText(`Player Level ${maya.playerLevel}`)
  await card.getByRole('link', { name: /View Details/ }).click()
  await expect(page.getByTestId('member-stat-level')).toContainText(`Player Level ${maya.playerLevel}`)
  await page.goto('/app/family/report')
  await expect(page.getByTestId('child-report').filter({ hasText: 'Maya' }).getByTestId('report-player-level')).toHaveText(
    `Player Level ${maya.playerLevel}`,
  )
})

test("protects behaviour: Leo's pages show the totals the rows hold, and First Goal at 1/1 is earned", async ({ page }) => {
  const leo = await totalsFromRows('leo@pitchpath.dev')
  expect(leo.badgeIds).toContain('first-goal')
  await signIn(page, 'leo@pitchpath.dev')
  await expectPlayerPagesAgree(page, leo)
  const firstGoal = page.getByTestId('achievement-card').filter({ has: page.getByRole('heading', { name: 'First Goal', exact: true }) })
  await page.goto('/app/achievements')
  await expect(firstGoal).toHaveAttribute('data-earned', 'true')
})

test("protects behaviour: a new teen after one drill sees the drill's game points on the hub, and achievement points only in the Achievement Center", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = await signUpPlayer(page, { prefix: 'numbers-teen', age: 15 })
  const started = await page.request.post('/api/games/plays', { headers: SITE_ORIGIN, data: { game_id: 'decision-drill' } })
  expect(started.status()).toBe(201)
  let { play } = await started.json()
  for (let i = 0; i < play.item_count; i++) {
    if (i > 0) play = (await (await page.request.post(`/api/games/plays/${play.id}/next`, { headers: SITE_ORIGIN, data: {} })).json()).play
    const scenario = play.scenarios[i]
    // At a reader's pace: the server's floor is at most 2 s from serving the scenario.
    await page.waitForTimeout(2_100)
    const answered = await page.request.post(`/api/games/plays/${play.id}/answers`, {
      headers: SITE_ORIGIN,
      data: { item_id: scenario.id, choice: scenario.options[i % scenario.options.length].id },
    })
    expect(answered.status(), await answered.text()).toBe(201)
  }
  const finished = await page.request.post(`/api/games/plays/${play.id}/finish`, { headers: SITE_ORIGIN, data: {} })
  expect(finished.status()).toBe(201)
  const { result } = await finished.json()

  const teen = await totalsFromRows(email)
  expect(teen.gamePoints).toBe(result.score)
  expect(teen.achievementPoints).toBeGreaterThan(0) // Game Starter at least, never added to game points
  await expectPlayerPagesAgree(page, teen, { dashboard: false })
  // The recent achievements name their points as achievement points, beside the Game points tile.
  await page.goto('/app/games')
  await expect(page.getByTestId('recent-achievements')).toContainText('achievement points')
})
