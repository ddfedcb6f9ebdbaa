// The page and the service worker agree on these two names for Background Sync (docs/features/training-and-progress.md
// "Offline"). Kept apart from the queue so the worker's bundle takes nothing else from it.

/** The Background Sync tag a page registers when it keeps an action. */
export const OFFLINE_SYNC_TAG = 'pitchpath-offline-queue'
/** What the worker posts to its open pages on that tag's `sync` event: they send their queue (they know who is signed in). */
export const OFFLINE_FLUSH_MESSAGE = 'pitchpath:flush-offline-queue'
