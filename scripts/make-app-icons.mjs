// Draws the installed app's icons (shell/public/icons/*.png) from the brand mark
// (shared/src/ui/brand-mark.tsx) in the Debian Chromium the browser tests use; nothing is
// downloaded. The PNGs are committed: run this again only when the mark or the palette changes.
// Usage: node scripts/make-app-icons.mjs
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { ROOT } from './stack.mjs'

// The brand mark's drawing, on the header's pitch green (--pp-pitch in shared/src/ui/tokens.css).
const PITCH = '#14532d'
const LINE = '#facc15'
const ball = `
  <circle cx="16" cy="16" r="14.5" fill="#fff" stroke="${LINE}" stroke-width="1.2" />
  <path d="M16 9.5l5.7 4.1-2.2 6.7h-7l-2.2-6.7z" fill="#111827" />
  <path d="M16 9.5V2.6M21.7 13.6l6.4-2.3M19.5 20.3l4 5.6M12.5 20.3l-4 5.6M10.3 13.6l-6.4-2.3"
    stroke="#111827" stroke-width="1.6" fill="none" />`

/**
 * `ballShare`: the ball's width as a share of the icon. A maskable icon keeps it inside the safe
 * circle (80% of the icon) that every launcher's mask leaves whole; the other icons use a rounded square.
 */
const svg = ({ size, ballShare, rounded }) => {
  const ballSize = size * ballShare
  const offset = (size - ballSize) / 2
  const radius = rounded ? size * 0.2 : 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="${PITCH}" />
    <svg x="${offset}" y="${offset}" width="${ballSize}" height="${ballSize}" viewBox="0 0 32 32">${ball}</svg>
  </svg>`
}

const ICONS = [
  { file: 'icon-192.png', size: 192, ballShare: 0.72, rounded: true },
  { file: 'icon-512.png', size: 512, ballShare: 0.72, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, ballShare: 0.56, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, ballShare: 0.62, rounded: false },
]

const out = join(ROOT, 'shell', 'public', 'icons')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
})
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size })
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon)}</body></html>`)
    await page
      .locator('svg')
      .first()
      .screenshot({ path: join(out, icon.file), omitBackground: true })
    console.log(`[icons] ${icon.file} ${icon.size}x${icon.size}`)
  }
} finally {
  await browser.close()
}
