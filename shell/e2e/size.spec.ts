import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { expect, type Page, test } from '@playwright/test'

// The budget lives in the README, so raising it is a visible, reviewed decision.
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const match = /Shell first-load JavaScript budget: \*\*(\d+) kB gzip\*\*/.exec(README)
if (!match) throw new Error('README.md states no "Shell first-load JavaScript budget: **N kB gzip**"')
const BUDGET_BYTES = Number(match[1]) * 1000

/** Gzip bytes (level 9, as the build precompresses) of every script the shell's origin served. */
async function firstLoadJavaScript(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const bodies: Promise<{ url: string; bytes: number }>[] = []
  page.on('response', (res) => {
    const url = new URL(res.url())
    if (url.port !== '3000' || !/\.m?js$/.test(url.pathname)) return
    bodies.push(res.body().then((b) => ({ url: url.pathname, bytes: gzipSync(b, { level: 9 }).length })))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  const loaded = await Promise.all(bodies)
  return { total: loaded.reduce((sum, f) => sum + f.bytes, 0), files: loaded.map((f) => `${f.url} ${f.bytes}`) }
}

for (const path of ['/', '/app']) {
  test(`the shell's first-load JavaScript on ${path} stays within the README budget`, async ({ page }) => {
    const { total, files } = await firstLoadJavaScript(page, path)
    expect(files.length).toBeGreaterThan(0)
    console.log(`[size] ${path}: ${(total / 1000).toFixed(1)} kB gzip in ${files.length} files (budget ${BUDGET_BYTES / 1000} kB)`)
    expect(total, files.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES)
  })
}
