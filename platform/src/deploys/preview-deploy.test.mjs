// @ts-check
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listPreviews, previewKey, verifyPreview } from './previews.mjs'
import { contractManifest } from './manifest-fixture.mjs'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const SCHEMAS = '@app/shared/schemas/billing.ts'

/** A prebuilt mfe-billing that keeps the shell's contract (deploy.test.mjs checks the refusals). */
function build() {
  const folder = mkdtempSync(join(tmpdir(), 'pp-build-'))
  const manifest = contractManifest('mfe_billing')
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest))
  writeFileSync(join(folder, 'remoteEntry.js'), `// preview fixture ${Date.now()}`)
  writeFileSync(join(folder, 'shared-exports.json'), JSON.stringify({ provides: {}, uses: {} }))
  writeFileSync(join(folder, 'contract.d.ts'), 'export type AppProps = {}\n')
  return folder
}

describe('npm run deploy -- --preview', () => {
  /** @type {string} */
  let dir
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'pp-deploys-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('protects behaviour: stores the checked version, switches nothing, records it and prints a link that verifies', () => {
    const shellDist = mkdtempSync(join(tmpdir(), 'pp-shell-'))
    writeFileSync(join(shellDist, 'shared-exports.json'), JSON.stringify({ provides: { [SCHEMAS]: [] }, uses: {} }))
    const out = execFileSync(
      process.execPath,
      [join(ROOT, 'scripts/deploy-remote.mjs'), 'mfe-billing', '--from', build(), '--preview', '--label', 'try-me'],
      { cwd: ROOT, env: { ...process.env, DEPLOYS_DIR: dir, SHELL_DIST: shellDist, PREVIEW_SECRET: '' }, stdio: 'pipe' },
    ).toString()
    expect(existsSync(join(dir, 'registry.json'))).toBe(false)
    const [record] = listPreviews(dir)
    expect(record).toMatchObject({ remote: 'mfe-billing', label: 'try-me' })
    expect(existsSync(join(dir, 'mfe-billing', record?.version ?? ''))).toBe(true)
    const link = /http:\/\/\S+/.exec(out)?.[0] ?? ''
    expect(new URL(link).pathname).toBe('/app/plans')
    const token = new URL(link).searchParams.get('pp_preview') ?? ''
    expect(verifyPreview(token, { key: previewKey(dir, {}), dir })).toMatchObject({ pkg: 'mfe-billing', version: record?.version })
    rmSync(shellDist, { recursive: true, force: true })
  })
})
