// Icons are drawn with the shared SVG set (shared/src/ui/icon-shapes.ts), never typed as emoji: an
// emoji needs a colour-emoji font, and where the device has none (many Linux machines, this one's
// headless Chromium) it shows as an empty box.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FRONTENDS } from '@app/shared/remotes.js'

const ROOT = join(import.meta.dirname, '..')
// Everything a user can see text from: the front ends, the static game pages and the API's messages.
const SHOWN = ['shared/src', ...FRONTENDS.map((f) => `${f.pkg}/src`), 'mfe-games/public', 'edge-api/src']
// Characters a browser draws as emoji by default, and the selector that turns others into emoji.
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u

function emojiLines(files) {
  return files.flatMap((f) =>
    readFileSync(join(ROOT, f), 'utf8')
      .split('\n')
      .flatMap((line, i) => (EMOJI.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
  )
}

describe('icons', () => {
  it('draws no emoji anywhere a user can see text: every icon comes from the shared SVG set', () => {
    const files = execFileSync('git', ['ls-files', '--', ...SHOWN], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(tsx?|html|css|js|json)$/.test(f) && !/\.test\.tsx?$/.test(f))
    expect(files.length).toBeGreaterThan(200)
    expect(emojiLines(files)).toEqual([])
  })

  it('recognises the emoji the pages used to show, and not the plain symbols that every font draws', () => {
    const sample = ['🏆', '🔒', '🔥', '🎯', '🧠', '📈', '⚡', '✅', '🎮', '⚽', '🎖️', '❓', '🥅'].every((e) => EMOJI.test(e))
    expect(sample).toBe(true)
    expect(['✓', '✕', '☰', '—', '…', '·'].some((c) => EMOJI.test(c))).toBe(false)
  })
})
