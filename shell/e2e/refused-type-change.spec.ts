import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'

const ROOT = join(import.meta.dirname, '..', '..')
// The declarations a build publishes of the shared modules it uses (build-config/shared-exports-types.mjs).
const SHARED_TYPES_FILE = 'shared-types.json'
const API_DECLARATIONS = 'api-client/api.d.ts'

/** The registry's entry for the billing remote, and the folders the page loaded its scripts from. */
async function billingAsServed(page: Page) {
  await page.goto('/app/plans')
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible()
  const registry = await (await page.request.get('/remotes.json')).json()
  const entry = registry.remotes.find((r: { name: string }) => r.name === 'mfe_billing')
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js') && !name.startsWith(location.origin)),
  )
  const folders = scripts.filter((url) => url.startsWith(new URL(entry.entry).origin)).map((url) => url.slice(0, url.lastIndexOf('/')))
  return { entry, folders: [...new Set(folders)] }
}

test("protects behaviour: a build written against another type of a shared export is refused at deploy, naming the export, and no player's page changes", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const before = await billingAsServed(page)
  expect(before.folders).toHaveLength(1)

  // The billing team's build, as if its code had been written against an API client whose `get`
  // takes the path as a number: every name is still there, only the type differs from the shell's.
  const build = mkdtempSync(join(tmpdir(), 'pp-refused-types-'))
  try {
    cpSync(join(ROOT, 'mfe-billing', 'dist'), build, { recursive: true })
    const types = JSON.parse(readFileSync(join(build, SHARED_TYPES_FILE), 'utf8'))
    const api: string = types.files[API_DECLARATIONS]
    expect(api).toContain('get: <T>(path: string,')
    types.files[API_DECLARATIONS] = api.replace('get: <T>(path: string,', 'get: <T>(path: number,')
    writeFileSync(join(build, SHARED_TYPES_FILE), JSON.stringify(types))

    const deploy = spawnSync('npm', ['run', '--silent', 'deploy', '-w', 'mfe-billing', '--', '--from', build], {
      cwd: ROOT,
      env: process.env,
      encoding: 'utf8',
    })
    expect(deploy.status).toBe(1)
    expect(deploy.stderr).toContain("mfe-billing uses 'api.get' from @app/shared/api-client/api.ts as <T>(path: number")
    expect(deploy.stderr).toContain('Nothing was changed.')
  } finally {
    rmSync(build, { recursive: true, force: true })
  }

  // The live site is exactly as it was: the same version, its scripts from the same folder.
  expect(await billingAsServed(page)).toEqual(before)
})
