import type { GameId } from './game-catalogue.ts'

/**
 * How many of a player's latest plays of a game a new play never repeats an item from
 * (docs/features/games.md): Decision Drill's standard and Pro drills each keep their last 3 apart,
 * Soccer Trivia its last 5.
 */
export const NO_REPEAT_PLAYS: Partial<Record<GameId, number>> = { 'decision-drill': 3, 'pro-soccer-iq': 3, 'soccer-trivia': 5 }

/**
 * Which items a play gets (docs/features/games.md): chosen at random from those the player has not seen; when too
 * few unseen ones are left, the history starts over. Kept on the server per player, game and age
 * group (docs/features/games.md), so it follows the player across devices.
 *
 * Returns the play's items and the history to store after it. Unseen items always come first, so
 * nothing is repeated before everything has been seen once. Items in `recent` (those of the
 * player's latest plays) are never picked while enough others exist, so a history that starts over
 * still does not repeat the drills just played.
 * @example pickItems(['a','b','c'], ['a'], 2).picked // 'b' and 'c' in some order
 */
export function pickItems<T extends string>(
  all: readonly T[],
  used: readonly T[],
  count: number,
  random: () => number = Math.random,
  recent: readonly T[] = [],
): { picked: T[]; history: T[] } {
  const seen = new Set(used)
  const avoid = new Set(recent)
  const unseen = all.filter((id) => !seen.has(id) && !avoid.has(id))
  if (unseen.length >= count) {
    const picked = sample(unseen, count, random)
    return { picked, history: [...all.filter((id) => seen.has(id)), ...picked] }
  }
  // Too few unseen: play all of them, fill up from the seen ones not played lately (then, only if
  // the pool is too small for that, from the recent ones), and start the history over.
  const wanted = Math.min(count, all.length) - unseen.length
  const older = sample(
    all.filter((id) => seen.has(id) && !avoid.has(id)),
    wanted,
    random,
  )
  const fill = [
    ...older,
    ...sample(
      all.filter((id) => avoid.has(id)),
      wanted - older.length,
      random,
    ),
  ]
  const picked = shuffle([...unseen, ...fill], random)
  return { picked, history: picked }
}

function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  return shuffle(items, random).slice(0, count)
}

/** Fisher-Yates on a copy. */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}
