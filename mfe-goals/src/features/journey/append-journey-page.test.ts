import { describe, expect, test } from 'vitest'
import type { JourneyEntry } from '@app/shared/schemas/progress.ts'
import { appendJourneyPage } from './append-journey-page.ts'

const entry = (id: string): JourneyEntry => ({ id, kind: 'badge_earned', value: null, label: id, occurred_at: '2026-11-23T10:00:00Z' })

describe('appendJourneyPage', () => {
  test('protects behaviour: Load more adds the next page after the entries already shown, in order', () => {
    expect(appendJourneyPage([entry('a'), entry('b')], [entry('c'), entry('d')]).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  test('protects behaviour: an entry the shifted next page repeats is shown once, where it first appeared', () => {
    expect(appendJourneyPage([entry('a'), entry('b')], [entry('b'), entry('c')]).map((e) => e.id)).toEqual(['a', 'b', 'c'])
    expect(appendJourneyPage([], [entry('a')]).map((e) => e.id)).toEqual(['a'])
  })
})
