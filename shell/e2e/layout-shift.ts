import { expect, type Page } from '@playwright/test'
import { SITE_ORIGIN } from './support.ts'

// Layout shift measured as the browser measures it, from its 'layout-shift' entries, for the specs
// that hold a page still while its data arrives (the dashboard, the Game Hub). Their delays only fix
// the order answers arrive in, so the figure does not depend on this machine's speed.

/** The cumulative layout shift budget of docs/performance.md's page targets. */
export const CLS_BUDGET = 0.05

/** A phone's viewport, as Lighthouse's mobile runs use, and a wide one. */
export const LAYOUT_SHIFT_VIEWPORTS = [
  { name: 'a phone', width: 412, height: 823 },
  { name: 'a wide screen', width: 1280, height: 900 },
]

export async function signInAsMaya(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in', {
    headers: SITE_ORIGIN,
    data: { email: 'maya@pitchpath.dev', password: 'demo-player-1' },
  })
  expect(res.ok()).toBe(true)
}

/** Sums every layout shift not caused by input, from the page's first moment. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const total = { value: 0, sources: [] as string[] }
    Object.assign(window, { __layoutShift: total })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node }[]
      })[]) {
        if (entry.hadRecentInput) continue
        total.value += entry.value
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement
          total.sources.push(
            `${entry.value.toFixed(4)} ${node?.closest('[data-testid]')?.getAttribute('data-testid') ?? node?.nodeName ?? '?'}`,
          )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shift summed so far, with the element each part moved (for the failure message). */
export const layoutShift = (page: Page): Promise<{ value: number; sources: string[] }> =>
  page.evaluate(() => (window as unknown as { __layoutShift: { value: number; sources: string[] } }).__layoutShift)
