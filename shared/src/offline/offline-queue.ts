import type { CheckInRequest, LogTrainingRequest, MarkRestDayRequest } from '@app/shared/schemas/training.ts'

/**
 * The actions a player may take with no connection (docs/features/training-and-progress.md
 * "Offline"): each is kept with its client id and the moment it happened, and sent later with both,
 * so the server counts it once and on the day it happened.
 */
export type QueuedAction =
  | { kind: 'log_training'; id: string; occurred_at: string; request: LogTrainingRequest }
  | { kind: 'check_in'; id: string; occurred_at: string; request: CheckInRequest }
  | { kind: 'rest_day'; id: string; occurred_at: string; request: MarkRestDayRequest }
export type QueuedKind = QueuedAction['kind']

/** A kept action the server refused when it was sent: shown to the player until dismissed. */
export type RefusedAction = { action: QueuedAction; message: string }

export type QueueState = { pending: QueuedAction[]; refused: RefusedAction[] }
export const EMPTY_QUEUE: QueueState = { pending: [], refused: [] }

/**
 * Where one player's queue is kept (IndexedDB in the browser: idb-queue-store.ts). Keyed by the
 * signed-in user's id, so one account's actions are never read, or sent, as another's.
 */
export interface QueueStore {
  read(userId: string): Promise<QueueState | undefined>
  write(userId: string, state: QueueState): Promise<void>
}

/** What became of one send: counted (with the server's answer), refused (its message), or no connection. */
export type SendResult = { outcome: 'sent'; response: unknown } | { outcome: 'refused'; message: string } | { outcome: 'offline' }
export type Sender = (action: QueuedAction) => Promise<SendResult>

/**
 * One player's queue. Changes are made one at a time (a read-modify-write chain), and one flush runs
 * at a time, oldest action first, so a session is sent before a later one of the same day and the
 * daily cap sees them in the order they happened.
 */
export class OfflineQueue {
  private chain: Promise<unknown> = Promise.resolve()
  private flushing: Promise<void> | null = null

  constructor(
    private readonly store: QueueStore,
    readonly userId: string,
  ) {}

  async state(): Promise<QueueState> {
    return (await this.store.read(this.userId)) ?? EMPTY_QUEUE
  }

  private change(fn: (state: QueueState) => QueueState): Promise<QueueState> {
    const next = this.chain.then(async () => {
      const state = fn(await this.state())
      await this.store.write(this.userId, state)
      return state
    })
    this.chain = next.catch(() => undefined)
    return next
  }

  /** Keeps an action; the same client id twice is kept once. */
  enqueue(action: QueuedAction): Promise<QueueState> {
    return this.change((s) => (s.pending.some((a) => a.id === action.id) ? s : { ...s, pending: [...s.pending, action] }))
  }

  dismiss(id: string): Promise<QueueState> {
    return this.change((s) => ({ ...s, refused: s.refused.filter((r) => r.action.id !== id) }))
  }

  /**
   * Sends what is waiting, oldest first, until the queue is empty or the connection is gone. A sent
   * action leaves the queue (and `onSent` gets the server's answer); a refused one moves to
   * `refused` with the server's message. A flush asked for while one runs joins it.
   */
  flush(send: Sender, onSent: (action: QueuedAction, response: unknown) => void = () => {}): Promise<void> {
    this.flushing ??= this.run(send, onSent).finally(() => {
      this.flushing = null
    })
    return this.flushing
  }

  private async run(send: Sender, onSent: (action: QueuedAction, response: unknown) => void): Promise<void> {
    const tried = new Set<string>()
    for (;;) {
      const next = oldestFirst((await this.state()).pending).find((a) => !tried.has(a.id))
      if (!next) return
      tried.add(next.id)
      const result = await send(next)
      if (result.outcome === 'offline') return
      await this.change((s) => ({
        pending: s.pending.filter((a) => a.id !== next.id),
        refused: result.outcome === 'refused' ? [...s.refused, { action: next, message: result.message }] : s.refused,
      }))
      if (result.outcome === 'sent') onSent(next, result.response)
    }
  }
}

function oldestFirst(actions: readonly QueuedAction[]): QueuedAction[] {
  return [...actions].sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at))
}

/** A store in memory: for a browser without IndexedDB (the queue then lasts until the page closes). */
export function memoryQueueStore(): QueueStore {
  const states = new Map<string, QueueState>()
  return {
    read: async (userId) => states.get(userId),
    write: async (userId, state) => void states.set(userId, state),
  }
}
