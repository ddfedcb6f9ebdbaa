/** A background WAL checkpointer for one embedded file; `stop` ends it and its connection. */
export type Checkpointer = { stop(): Promise<void> }

/**
 * Starts checkpoint-worker.js on another thread for `file`. Why: with SQLite's automatic checkpoint,
 * every ~1,000 WAL pages one COMMIT also copied the WAL into the database file and held the API's
 * only JavaScript thread for ~10 ms: the tail of Log Training at a steady load (docs/performance.md).
 * The caller turns the automatic checkpoint off first, and `onFailure` turns it back on, so the WAL
 * never grows without bound if the worker cannot run.
 */
export function startCheckpointer(file: string, onFailure: (error: unknown) => void, intervalMs = 100): Checkpointer {
  let running = true
  let worker: Worker
  try {
    worker = new Worker(new URL('./checkpoint-worker.js', import.meta.url), { type: 'module' })
  } catch (error) {
    onFailure(error)
    return { stop: () => Promise.resolve() }
  }
  const fail = (error: unknown) => {
    if (!running) return
    running = false
    worker.terminate()
    onFailure(error)
  }
  worker.onerror = (event) => {
    event.preventDefault()
    fail(event.error ?? event.message)
  }
  worker.onmessage = (event) => {
    if (event.data?.failed) fail(new Error(event.data.failed))
  }
  worker.postMessage({ file, intervalMs })
  return {
    stop: () => {
      if (!running) return Promise.resolve()
      running = false
      return new Promise<void>((resolve) => {
        // A worker that does not answer is ended anyway: closing the database must not hang.
        const timeout = setTimeout(() => (worker.terminate(), resolve()), 2000)
        worker.onmessage = (event) => {
          if (event.data !== 'stopped') return
          clearTimeout(timeout)
          worker.terminate()
          resolve()
        }
        worker.postMessage('stop')
      })
    },
  }
}
