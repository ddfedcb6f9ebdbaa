// Runs on its own thread (checkpointer.ts): copies the embedded file's WAL back into the database
// file, so the thread that answers requests never does it inside a COMMIT. Plain JavaScript: a
// worker is loaded and checked again each time one starts.
import Libsql from 'libsql'

/** @type {{ exec(sql: string): void, close(): void } | null} */
let db = null
/** @type {ReturnType<typeof setInterval> | undefined} */
let timer

self.onmessage = (event) => {
  if (event.data === 'stop') {
    clearInterval(timer)
    db?.close()
    self.postMessage('stopped')
    self.close()
    return
  }
  const { file, intervalMs } = event.data
  try {
    db = new Libsql(file, { timeout: 0 })
    // The checkpoint syncs the database file as the writer would have (synchronous=FULL).
    db.exec('PRAGMA synchronous=FULL')
  } catch (error) {
    self.postMessage({ failed: String(error) })
    return
  }
  timer = setInterval(() => {
    try {
      // PASSIVE: copies what no reader still needs, never waits for a lock or blocks the writer.
      db.exec('PRAGMA wal_checkpoint(PASSIVE)')
    } catch {
      // Busy with another checkpoint (a CLI on the file): the next tick tries again.
    }
  }, intervalMs)
}
