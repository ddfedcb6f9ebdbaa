/** The player profile's messages (docs/features/account-and-security.md). */
export const PROFILE_MESSAGES = {
  loadFailed: 'Unable to load profile. Please try again.',
  databaseError: (message: string) => `Database error: ${message}`,
  userLoadFailed: 'Failed to load user profile',
  notFoundFallback: 'Profile not found. Using temporary profile.',
  saved: 'Profile saved',
  preferencesSaved: 'Notification preferences saved',
} as const
