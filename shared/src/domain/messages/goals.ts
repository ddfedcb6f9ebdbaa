/** Goals (spec §8 and §9), word for word. */
export const GOAL_MESSAGES = {
  freeLimit: 'Free accounts are limited to 2 goals. Please upgrade or remove some goals.',
  fillAccountFields: 'Please fill in all required fields to create your account',
  saveFailed: 'Failed to save goals. Please try again.',
  createAccountFailed: 'Failed to create account. Please try again.',
  saved: 'Goals saved successfully!',
  accountCreatedAndSaved: 'Account created and goals saved successfully!',
  logInToCreate: 'Please log in to create goals',
  enterTitle: 'Please enter a goal title',
  createFailed: 'Failed to create goal. Please try again.',
  created: 'Goal created successfully!',
  suggestionApplied: 'Goal suggestion applied!',
  loadFailed: 'Failed to load goals',
  requestTimeout: 'Request timeout',
  deleteFailed: 'Failed to delete goal',
  completeFailed: 'Failed to complete goal',
  deleted: 'Goal deleted',
  completed: 'Goal completed!',
  // Beyond §8: editing a goal (the spec has no edit; a player fixing a typo plainly needs one).
  updated: 'Goal updated!',
  updateFailed: 'Failed to update goal. Please try again.',
  // Beyond §8: undoing Complete (a tap a child makes by mistake).
  reopened: 'Goal reopened',
  reopenFailed: 'Failed to reopen goal',
  // Upgrade prompts on My Goals for the free tier (spec §9).
  upgradeAtLimit: "You've reached the limit of 2 goals on the free plan. Upgrade to create unlimited goals!",
  upgradeAtOne: 'Great start! Upgrade to Pro for unlimited goals and advanced analytics.',
  upgradeDefault: 'Unlock your full potential with Pro features!',
  // Beyond §8: rules the spec states without a message of its own.
  targetDateInPast: 'Target date cannot be in the past',
  customGoalNeedsTitleAndDescription: 'A custom goal needs a title and a description',
  wizardMaxGoals: 'You can choose up to 3 goals',
  sessionDuration: 'Duration must be between 15 and 180 minutes',
  goalNotFound: 'Goal not found',
  // Beyond §8: Upcoming Sessions on the dashboard.
  sessionNotFound: 'Planned session not found',
  sessionDone: 'Session marked done. Log it to earn your XP!',
  sessionDoneFailed: 'Failed to mark the session done',
  sessionPlanned: 'Session planned!',
  planFailed: 'Failed to plan the session. Please try again.',
  sessionsPerGoalMax: 'At most 30 sessions per goal',
  planOnlyActive: 'Reopen the goal to plan sessions for it',
} as const
