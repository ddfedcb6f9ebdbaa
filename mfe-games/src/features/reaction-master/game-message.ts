export type GameComplete = { score: number; maxScore: number }

/**
 * The game page's result, accepted only from our own iframe's window and its origin (spec §2): any
 * other frame, tab or origin posting a gameComplete is ignored. The numbers are only a report: the
 * server checks them against the round before saving anything.
 */
export function readGameComplete(event: Pick<MessageEvent, 'data' | 'origin' | 'source'>, frame: Window | null | undefined, frameOrigin: string): GameComplete | null {
  if (!frame || event.source !== frame || event.origin !== frameOrigin) return null
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'gameComplete') return null
  const { score, maxScore } = data as { score?: unknown; maxScore?: unknown }
  if (!Number.isInteger(score) || !Number.isInteger(maxScore)) return null
  if ((score as number) < 0 || (maxScore as number) < 1 || (score as number) > (maxScore as number)) return null
  return { score: score as number, maxScore: maxScore as number }
}
