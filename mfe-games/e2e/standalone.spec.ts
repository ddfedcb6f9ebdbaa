import { expect, test } from '@playwright/test'

// The Games team's own page: mfe-games served alone on :3002, signing in against the edge API
// through its own server's /api proxy, with its own store and router.
test('mfe-games runs standalone on its own port with its own sign-in against the edge API', async ({ page }) => {
  await page.goto('http://localhost:3002/app/games')
  await expect(page.getByTestId('standalone-header')).toContainText('mfe-games (standalone)')
  await expect(page.getByRole('heading', { level: 1, name: 'Game Hub' })).toBeVisible()

  const form = page.getByTestId('sign-in-form')
  await form.getByLabel('Email').fill('leo@pitchpath.dev')
  await form.getByLabel('Password').fill('demo-player-2')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByTestId('standalone-header')).toContainText('Signed in as Leo')

  // A guarded page of the area opens once signed in, on the remote's own server.
  await page.goto('http://localhost:3002/app/achievements')
  await expect(page.getByRole('heading', { level: 1, name: 'Achievement Center' })).toBeVisible()
  const stores = await page.evaluate(() => (window as unknown as { __pitchpath: { stores: number } }).__pitchpath.stores)
  expect(stores).toBe(1)

  await page.getByTestId('standalone-sign-out').click()
  await expect(form).toBeVisible()
})
