/** The player profile (docs/features/account-and-security.md), word for word. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Unable to load profile. Please try again.',
  databaseError: (message: string) => `Database error: ${message}`,
  userLoadFailed: 'Failed to load user profile',
  notFoundFallback: 'Profile not found. Using temporary profile.',
  saved: 'Profile saved',
  preferencesSaved: 'Notification preferences saved',
} as const
