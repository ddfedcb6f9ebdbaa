// The page's own blocking time, from a Lighthouse run's trace: each main-thread task's CPU time
// (the trace's thread time, `tdur`), slowed down as Lighthouse slows the CPU, counted above 50 ms,
// from the first contentful paint on. Lighthouse's Total Blocking Time starts from each task's
// wall time instead; on a machine whose cores Chromium shares with the servers and Lighthouse, a
// task waits for a core for 2-4 times its CPU time, and that wait, not the page, decided most of
// the figure (docs/performance.md). Both are reported; the target is Lighthouse's.
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'

/** Lighthouse's mobile preset: a 4× slower CPU, a task blocking beyond 50 ms. */
export const CPU_SLOWDOWN = 4
const BLOCKING_MS = 50
// The top-level task events of Chromium's main thread, as Lighthouse's own task list takes them.
const TASK_EVENTS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
])

/**
 * @param {{ name: string, ph?: string, ts: number, dur?: number, tdur?: number }[]} mainThreadEvents
 * @param {number} fromTs the first contentful paint, in the trace's microseconds
 */
export function blockingFromCpu(mainThreadEvents, fromTs, slowdown = CPU_SLOWDOWN) {
  let total = 0
  let end = -Infinity
  for (const event of mainThreadEvents) {
    if (!TASK_EVENTS.has(event.name) || event.ph !== 'X' || event.ts < fromTs) continue
    // A task nested in another (a RunTask inside a RunTask) is part of the outer one.
    if (event.ts < end) continue
    end = event.ts + (event.dur ?? 0)
    total += Math.max(0, ((event.tdur ?? 0) / 1000) * slowdown - BLOCKING_MS)
  }
  return Math.round(total)
}

/** The blocking time of one Lighthouse trace (`--save-assets`), as above. */
export function cpuBlockingTime(trace) {
  const processed = TraceProcessor.processTrace(trace)
  const navigation = TraceProcessor.processNavigation(processed)
  const events = [...processed.mainThreadEvents].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  return blockingFromCpu(events, navigation.timestamps.firstContentfulPaint)
}
