/** The installed app's notes (docs/features/platform.md "Installable and offline"): offline, and a new version ready. */
export const APP_SHELL_MESSAGES = {
  /** Shown while the browser has no connection: the pages show the last answers this account saw. */
  offline: "You're offline: showing what you saw last.",
  updateReady: 'A new version of PitchPath is ready.',
  reload: 'Reload',
} as const
