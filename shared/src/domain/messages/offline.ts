/** Working without a connection (docs/features/training-and-progress.md "Offline"). */
export const OFFLINE_MESSAGES = {
  /** An action that needs the server and is not kept on the device to send later. */
  needsConnection: "You're offline: this needs a connection.",
  /** Beside a session, check-in or rest day kept on the device until the connection returns. */
  waitingToSync: 'Waiting to sync',
  sessionQueued: "You're offline: the session is saved on this device and will sync when you're back online.",
  checkInQueued: "You're offline: your check-in is saved on this device and will sync when you're back online.",
  restDayQueued: "You're offline: your rest day is saved on this device and will sync when you're back online.",
  /** A kept action the server refused once it was sent: shown, never dropped silently. */
  refused: (what: string, reason: string) => `Your ${what} could not be saved: ${reason}`,
  dismiss: 'Dismiss',
  /** Offline in the page's first moment, before the code that keeps actions on the device arrived. */
  notReadyOffline:
    "You're offline, and this page had not finished loading, so it cannot keep this on your device yet. Try again when you're back online.",
  /** A part of a page whose code could not be fetched (offline, before it was ever cached). */
  partNotLoaded: (what: string) => `Could not load ${what}. Check your connection, then reload the page.`,
} as const

/** What each kept action is called in a message. */
export const OFFLINE_ACTION_NAMES = { log_training: 'training session', check_in: 'check-in', rest_day: 'rest day' } as const
