import type { Location } from '@app/shared/routing/index.ts'

// Any origin works as the base: a path that stays on it is one of ours, and anything that names
// another host ('//evil.example', 'https://…', '/\evil.example') resolves elsewhere and is dropped.
const BASE = 'https://pitchpath.invalid'

/** A path of this app (/app/…) on this origin, or null: never an open redirect. */
export function sameOriginAppPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/app/')) return null
  try {
    const url = new URL(candidate, BASE)
    if (url.origin !== BASE || !url.pathname.startsWith('/app/')) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/**
 * Where a link asked to come back to after signing in or up (#return=/app/…, in the hash so a token
 * in it never reaches a server log, e.g. a parent's approval link).
 */
export function returnPath(hash: string): string | null {
  return sameOriginAppPath(new URLSearchParams(hash.replace(/^#/, '')).get('return'))
}

/** Where the route guard was sending the visitor (location.state.from), as a path to return to. */
export function rememberedPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from || typeof from.pathname !== 'string') return null
  return sameOriginAppPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`)
}
