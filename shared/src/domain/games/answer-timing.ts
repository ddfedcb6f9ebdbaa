/**
 * How long an answer took is measured by the server, from serving an item to receiving its answer
 * (a client's own clock is never asked). An answer sooner than anyone can read the item is not a
 * decision: it is recorded as too fast and scores 0.
 *
 * The floor: 400 ms to see and click, plus 10 ms per character to read (100 characters a second,
 * beyond even speed-reading with comprehension), capped at 2 s so a long scenario still leaves most
 * of its 5-9 s clock to the player.
 */
export const READING_FLOOR = { baseMs: 400, perCharacterMs: 10, capMs: 2000 } as const

/** The fastest a person can answer an item whose text (question and options) is `text`. */
export function readingFloorMs(text: string): number {
  return Math.min(READING_FLOOR.capMs, READING_FLOOR.baseMs + READING_FLOOR.perCharacterMs * text.length)
}

/** True when an answer came sooner than its item can be read. @example isTooFast(300, 'Who won?') // true */
export function isTooFast(elapsedMs: number, text: string): boolean {
  return elapsedMs < readingFloorMs(text)
}
