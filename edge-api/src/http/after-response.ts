/**
 * Work that must not hold up the answer: the answer would otherwise take longer for some inputs
 * than others and tell the caller which (a reset request for a real account issues a token and
 * sends mail; for an unknown email it does nothing). Failures are logged, never thrown at the client.
 */
export type AfterResponse = {
  run(task: () => Promise<void>): void
  /** Resolves once every task started so far has finished (tests, and a clean shutdown). */
  idle(): Promise<void>
}

export function createAfterResponse(): AfterResponse {
  const pending = new Set<Promise<void>>()
  return {
    run(task) {
      const done: Promise<void> = task()
        .catch((err) => console.error('[after-response] a background task failed', err))
        .finally(() => pending.delete(done))
      pending.add(done)
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}
