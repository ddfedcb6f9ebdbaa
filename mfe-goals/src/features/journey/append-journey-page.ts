import type { JourneyEntry } from '@app/shared/schemas/progress.ts'

/**
 * The timeline after "Load more": the next page after what is shown. An entry added since the
 * first page (a session logged in another tab) shifts the pages by one, so the next page can repeat
 * the last entry shown; it is kept once, where it first appeared.
 * @example appendJourneyPage([a, b], [b, c]) // [a, b, c]
 */
export function appendJourneyPage(shown: readonly JourneyEntry[], page: readonly JourneyEntry[]): JourneyEntry[] {
  const ids = new Set(shown.map((e) => e.id))
  return [...shown, ...page.filter((e) => !ids.has(e.id))]
}
