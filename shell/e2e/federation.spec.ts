import { expect, type Page, test } from '@playwright/test'
import { FRONTENDS } from '@app/shared/remotes.js'
import { appReady, clientNavigate, controlRemote, shellScripts } from './support.ts'

type Runtime = { stores: number; reacts: number; packages: string[]; modules: Record<string, number> }

const runtime = (page: Page): Promise<Runtime> =>
  page.evaluate(() => {
    type Probe = { stores: number; reacts: Set<unknown>; packages: { name: string }[]; modules: Record<string, number> }
    const r = (window as unknown as { __pitchpath: Probe }).__pitchpath
    return { stores: r.stores, reacts: r.reacts.size, packages: r.packages.map((p) => p.name), modules: r.modules }
  })

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('all four remotes render inside the shell with one React and one store on the page', async ({ page }) => {
  await page.goto('/app')
  await expect(heading(page)).toBeVisible()
  for (const [path, title] of [
    ['/app/goal-tracker', 'My Goals'],
    ['/app/games', 'Game Hub'],
    ['/app/family/setup', 'Family'],
    ['/app/plans', 'Plans'],
  ]) {
    await clientNavigate(page, path)
    await expect(heading(page)).toContainText(title)
  }
  const r = await runtime(page)
  expect(r.stores).toBe(1)
  expect(r.reacts).toBe(1)
  expect(r.packages).toEqual(expect.arrayContaining(FRONTENDS.map((f) => f.pkg)))
  // Every stateful shared module (the session store, the API client...) was evaluated once.
  expect(Object.keys(r.modules).length).toBeGreaterThan(0)
  for (const [name, count] of Object.entries(r.modules)) expect(count, name).toBe(1)
})

test('an area opened by its address loads its remote straight away, with the registry its page arrived with', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (req) => requests.push(new URL(req.url()).pathname))
  await page.goto('/app/games')
  await expect(heading(page)).toContainText('Game Hub')
  // The page arrived drawn: its scripts start once its first paint has been shown.
  await appReady(page)
  await expect.poll(() => requests).toContain('/remoteEntry.js')
  // The shell's server put the registry in the page, so nothing waited on /remotes.json.
  expect(requests).not.toContain('/remotes.json')
  await expect(page.locator('#remote-registry')).toHaveCount(0)
})

test('the federation runtime splits loading into tasks from the start, on a page that loads no remote too', async ({ page }) => {
  await page.goto('/app/features')
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
  const plugins = await page.evaluate(() => {
    type Instance = { name: string; options: { plugins: { name: string }[] } }
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__
    return instances.map((i) => ({ name: i.name, plugins: i.options.plugins.map((p) => p.name) }))
  })
  expect(plugins).toEqual([{ name: 'shell', plugins: expect.arrayContaining(['pitchpath-task-boundaries']) }])
})

test('a remote that is down shows a fallback in its area only; Retry brings it back once it is up', async ({ page }) => {
  await controlRemote('mfe-games', 'stop')
  try {
    await page.goto('/app/games')
    await expect(page.getByTestId('remote-fallback')).toBeVisible()
    await expect(page.getByTestId('remote-fallback')).toContainText('The Games area is not available right now')
    // The rest of the site still works: navigation, the shell's pages and the other remotes.
    await page.getByTestId('top-nav').getByRole('link', { name: 'Goal Tracker' }).click()
    await expect(heading(page)).toContainText('My Goals')
    await page.getByTestId('top-nav').getByRole('link', { name: 'Features' }).click()
    await expect(page).toHaveURL(/\/app\/features$/)
    await page.getByTestId('top-nav').getByRole('link', { name: 'Games' }).click()
    await expect(page.getByTestId('remote-fallback')).toBeVisible()
  } finally {
    await controlRemote('mfe-games', 'start')
  }
  await page.getByTestId('remote-retry').click()
  await expect(heading(page)).toContainText('Game Hub')
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0)
})

test('a redeployed remote shows its new version after a reload, and the shell is not rebuilt', async ({ page }) => {
  await page.goto('/app/games')
  await expect(heading(page)).toContainText('Game Hub')
  const before = await shellScripts(page)
  expect(before).toContainEqual(expect.stringMatching(/\/main\.[0-9a-f]+\.js$/))
  const label = `v${Date.now()}`

  await controlRemote('mfe-games', 'redeploy', `?label=${label}`)
  // The page as the shell's server sends it, before any script: its prerendered hub is the new one.
  expect(await (await page.request.get('/app/games')).text()).toContain(`<span data-testid="remote-build-label">${label}</span>`)
  await page.reload()
  await expect(page.getByTestId('remote-build-label')).toHaveText(label)
  expect(await shellScripts(page)).toEqual(before)
})
