/**
 * Runs async tasks one after another, in arrival order. SQLite has one writer: two transactions
 * started at once in this process fail with SQLITE_BUSY, and busy_timeout cannot help because the
 * wait would block Deno's only JS thread. Reads do not go through here.
 */
export type WriteQueue = <T>(task: () => Promise<T>) => Promise<T>

export function createWriteQueue(): WriteQueue {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task)
    // A failed task must not block the ones queued behind it; its caller still sees the error.
    tail = result.catch(() => undefined)
    return result
  }
}
