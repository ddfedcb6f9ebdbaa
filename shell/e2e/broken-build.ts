import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'

const ROOT = join(import.meta.dirname, '..', '..')

/**
 * A copy of a remote's production build whose exposed App is `component` (the source of a function
 * component, e.g. `function(){throw new Error("…")}`): the App chunk's default export is swapped for
 * it, so the new code runs from that remote's own chunk, as a bug in the team's code would. Its
 * precompressed copies go, so the server sends the changed file.
 */
export function buildWithApp(pkg: string, component: string): string {
  const folder = mkdtempSync(join(tmpdir(), `pp-changed-${pkg}-`))
  cpSync(join(ROOT, pkg, 'dist'), folder, { recursive: true })
  const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8'))
  const chunk = manifest.exposes.find((e: { path: string }) => e.path === './App').assets.js.sync[0] as string
  const code = readFileSync(join(folder, chunk), 'utf8')
  const changed = code.replace(/\{default:\(\)=>\w+\}/, `{default:()=>${component}}`)
  expect(changed, `the App's default export in ${chunk}`).not.toBe(code)
  writeFileSync(join(folder, chunk), changed)
  rmSync(join(folder, `${chunk}.gz`), { force: true })
  rmSync(join(folder, `${chunk}.br`), { force: true })
  return folder
}
