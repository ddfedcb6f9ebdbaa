import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MONEY_BACK_DAYS, planById } from '@app/shared/domain/billing/plans.ts'
import { OurPromises } from './features/subscription/our-promises.tsx'

// Vitest's import.meta.glob (the front end's tsconfig carries no Vite or Node types).
declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>
  }
}

/** Every front-end source file: the shell, each remote and the shared UI (tests left out). */
const SOURCES = import.meta.glob<string>(
  [
    '../../shell/src/**/*.{ts,tsx,css,html}',
    '../../mfe-*/src/**/*.{ts,tsx,css,html}',
    '../../shared/src/ui/**/*.{ts,tsx,css}',
    '!**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
)

// What invented social proof looks like: quotes from customers, star ratings, counts of users.
const INVENTED = [
  /testimonial/i,
  /what (players|parents|families|coaches|our users) (and \w+ )?say/i,
  /[★⭐]/,
  /trusted by/i,
  /\brated \d/i,
  /\b\d[\d,.]*\s*(k|\+)?\s*(players|families|parents|coaches|clubs|teams)\s+(use|trust|love|joined|already)/i,
]

describe('honest pages (docs/features/billing.md#honest-pages)', () => {
  it('protects behaviour: no page quotes customers, shows ratings or counts users that nobody counted', () => {
    const files = Object.entries(SOURCES)
    expect(files.length).toBeGreaterThan(100)
    expect(files.map(([file]) => file)).toContain('./features/subscription/subscription-page.tsx')
    const found = files.flatMap(([file, text]) => INVENTED.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`))
    expect(found).toEqual([])
  })

  it("protects behaviour: where the checkout's social proof was, it shows the free plan's features, the money-back guarantee and the privacy promise", () => {
    const html = renderToStaticMarkup(<OurPromises />)
    for (const feature of planById('free').features) expect(html).toContain(feature)
    expect(html).toContain(`Your money back within ${MONEY_BACK_DAYS} days`)
    expect(html).toContain('never show advertising to children')
    expect(html).not.toMatch(/<blockquote|“/)
  })
})
