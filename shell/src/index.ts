// Async boundary: Module Federation must negotiate the shared modules (React, the router, the
// store...) before any code that uses them runs, so everything starts from a dynamic import.
import { afterFirstPaint } from './after-first-paint.ts'
import { watchErrors } from './remotes/error-watch.ts'
import { federation, loadRemoteApp } from './remotes/load-remote-app.ts'
import { loadRegistry } from './remotes/remote-registry.ts'
import { nextTask } from './remotes/task-boundaries.ts'
import { findArea } from './routes/areas.ts'
import { startEarlyReads } from '@app/shared/early/early-reads.ts'

// Before anything else runs: an error while starting is the one most worth hearing of.
watchErrors()
federation() // adds the task boundaries before anything shared is asked for

// In two tasks, not one: React DOM arrives and is evaluated first, then, after the browser has had
// a turn, the app's modules and its first render. As one task this held a phone's main thread for
// ~300 ms (Lighthouse's 4× slowdown); split, each part is about a third of that (Total Blocking
// Time on / 148 → 84 ms, /app 192 → 111 ms, medians of three runs).
const start = async () => {
  try {
    await import('react-dom/client')
    await nextTask()
    await import('./bootstrap.tsx')
  } catch (error: unknown) {
    console.error('[shell] failed to start', error)
  }
}

// Ask for the remote registry, and on an area's address start loading its remote, before React:
// the area's slot then finds the load under way (neither waits for React; a failure here is retried
// when the area needs it). Then start the shell, which asks for its shared modules first, so the
// remote finds the shell's React in the share scope and uses it.
const go = () => {
  // Who is signed in, and the dashboard's data, travel beside the chunks instead of after them.
  startEarlyReads(window.location.pathname)
  loadRegistry().catch(() => undefined)
  const area = findArea(window.location.pathname)
  if (area) loadRemoteApp(area.remote, false).catch(() => undefined)
  void start()
}

// A page that arrived drawn (prerendered, or an area composed by the server) is shown first:
// nothing on it waits for JavaScript, and no request or long task should come before its first
// contentful paint (see after-first-paint.ts).
if (document.getElementById('root')?.firstElementChild) afterFirstPaint(go)
else go()
