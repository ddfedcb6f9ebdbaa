export type GameComplete = { score: number; maxScore: number }

/** The round's live events: it started, or target n (0-based) was hit. The server times both. */
export type GameEvent = { type: 'roundStart' } | { type: 'targetHit'; target: number }

/**
 * A live event from our own iframe (same checks as readGameComplete). The host forwards it to the
 * server, which times it against the round it started; a forged one can only claim a hit the
 * server then checks against the clock.
 */
export function readGameEvent(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frame: Window | null | undefined,
  frameOrigin: string,
): GameEvent | null {
  if (!frame || event.source !== frame || event.origin !== frameOrigin) return null
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return null
  const { type, target } = data as { type?: unknown; target?: unknown }
  if (type === 'roundStart') return { type }
  if (type === 'targetHit' && Number.isInteger(target) && (target as number) >= 0 && (target as number) < 1000)
    return { type, target: target as number }
  return null
}

/**
 * The game page's result, accepted only from our own iframe's window and its origin (docs/features/games.md): any
 * other frame, tab or origin posting a gameComplete is ignored. The numbers are only a report: the
 * server checks them against the round before saving anything.
 */
export function readGameComplete(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frame: Window | null | undefined,
  frameOrigin: string,
): GameComplete | null {
  if (!frame || event.source !== frame || event.origin !== frameOrigin) return null
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'gameComplete') return null
  const { score, maxScore } = data as { score?: unknown; maxScore?: unknown }
  if (!Number.isInteger(score) || !Number.isInteger(maxScore)) return null
  if ((score as number) < 0 || (maxScore as number) < 1 || (score as number) > (maxScore as number)) return null
  return { score: score as number, maxScore: maxScore as number }
}
