// Relative imports on purpose: this module runs in the shell's entry, before Module Federation has
// negotiated the shared modules, so it must not import anything shared by package name.
import { isDemoMode } from '../demo/demo-mode.ts'
import { DASHBOARD_READS } from '../domain/dashboard-reads.ts'

/** What a route answered: its status and JSON body (undefined: no usable answer, ask again). */
export type EarlyAnswer = { status: number; body: unknown }

type EarlyReads = { pathname: string; answers: Map<string, Promise<EarlyAnswer | undefined>> }

/**
 * On the page's global object, not in this module: the shell's entry and the API client each bundle
 * their own copy of this module (the entry cannot wait for a shared one), and both must see one map.
 */
const KEY = Symbol.for('pitchpath.early-reads')
type Holder = { [KEY]?: EarlyReads }

/**
 * The pages whose data is read in one request as soon as the page starts: the page's path, that
 * read, and the reads its answer stands for (none: it stands for itself).
 */
const PAGE_READS: Record<string, { path: string; parts?: readonly string[] }> = {
  '/app/dashboard': { path: '/dashboard', parts: DASHBOARD_READS },
  '/app/parent-dashboard': { path: '/family/dashboard' },
}

async function read(path: string): Promise<EarlyAnswer | undefined> {
  try {
    const res = await fetch(`/api${path}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    return { status: res.status, body: await res.json() }
  } catch {
    return undefined // offline, or not the API's JSON: the caller's own request will say what happened
  }
}

/**
 * Starts, from the shell's entry, the reads the page will ask for once its code has arrived and run
 * (docs/features/training-and-progress.md, "One read for the dashboard"): who is signed in, and on
 * the dashboard all its cards' data in one request. They then travel beside the shell's and the
 * remote's chunks instead of after them. Demo mode has no API: nothing is started.
 */
export function startEarlyReads(pathname: string): void {
  if (isDemoMode()) return
  const answers = new Map<string, Promise<EarlyAnswer | undefined>>([['/auth/session', read('/auth/session')]])
  const page = PAGE_READS[pathname.replace(/(.)\/$/, '$1').toLowerCase()]
  if (page && !page.parts) answers.set(page.path, read(page.path))
  else if (page?.parts) {
    const all = read(page.path)
    for (const part of page.parts) {
      answers.set(
        part,
        all.then((answer) => {
          if (answer?.status !== 200) return undefined
          return (answer.body as { parts?: Record<string, EarlyAnswer> }).parts?.[part]
        }),
      )
    }
  }
  ;(globalThis as Holder)[KEY] = { pathname: window.location.pathname, answers }
}

/**
 * The early answer for a GET of `path`, once: a second ask (Try again, a refresh) goes to the server.
 * Only on the page the reads were started for: after a navigation they could be stale, so they are
 * dropped.
 */
export function takeEarlyRead(path: string): Promise<EarlyAnswer | undefined> | undefined {
  const holder = globalThis as Holder
  const early = holder[KEY]
  if (!early) return undefined
  if (typeof window === 'undefined' || early.pathname !== window.location.pathname) {
    delete holder[KEY]
    return undefined
  }
  const answer = early.answers.get(path)
  early.answers.delete(path)
  return answer
}
