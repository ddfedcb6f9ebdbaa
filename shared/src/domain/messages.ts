/**
 * The words users see for accounts and profiles, exactly as spec §8 gives them. One copy: the API
 * answers with these and the UI shows them.
 */
export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  genericError: 'An error occurred',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created successfully!',
  enterEmail: 'Please enter your email address',
  resetEmailFailed: 'Failed to send reset email',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  invalidResetLink: 'Invalid or expired password reset link',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordUpdateFailed: 'Failed to update password',
  passwordUpdated: 'Password updated successfully!',
  resetNotInDemo: 'Password reset is not available in demo mode',
  updateNotInDemo: 'Password update is not available in demo mode',
  // Beyond §8: what a person needs to hear when the server refuses for these reasons.
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signedOut: 'You have been signed out',
} as const

export const PROFILE_MESSAGES = {
  loadFailed: 'Unable to load profile. Please try again.',
  databaseError: (message: string) => `Database error: ${message}`,
  userLoadFailed: 'Failed to load user profile',
  notFoundFallback: 'Profile not found. Using temporary profile.',
  saved: 'Profile saved',
  preferencesSaved: 'Notification preferences saved',
} as const

/** Data rights (issue 10): downloading and deleting an account. Not in the spec; plain words for families. */
export const ACCOUNT_DATA_MESSAGES = {
  confirmWithPassword: 'Enter your password to confirm',
  wrongPassword: 'That password is not right. Nothing was deleted.',
  deleted: 'Your account and everything in it have been deleted.',
  childDeleted: (name: string) => `${name}'s account and everything in it have been deleted.`,
  deleteFailed: 'Could not delete the account. Please try again.',
  exportFailed: 'Could not prepare the download. Please try again.',
  exportReady: 'Your download has started.',
  adminWithMembers: 'Remove the other members of your family before deleting your account.',
  onlyYoungChildren: 'A family administrator can download or delete only the account of a child under 13.',
  adminOnly: 'Only the family administrator can download or delete a child\'s account.',
} as const

/** Two-step sign-in and sessions (issue 10). Not in the spec; plain words for parents. */
export const SECURITY_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeWrong: 'That code is not right. Try the newest code in your app, or a recovery code.',
  stepUp: 'Enter a code from your authenticator app to make this change',
  parentsOnly: 'Two-step sign-in is for parent accounts',
  alreadyOn: 'Two-step sign-in is already on',
  noSetup: 'Start the setup again: scan the new key first',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-step sign-in is off',
  sessionEnded: 'Signed out of that device',
  sessionNotFound: 'That session has already ended',
  signedOutEverywhere: 'Signed out everywhere',
} as const

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
} as const

/** Training and progress (spec §8), word for word, then the messages for rules beyond §8. */
export const TRAINING_MESSAGES = {
  logInToLog: 'Please log in to log training sessions',
  selectSkillFocus: 'Please select at least one skill focus',
  logFailed: 'Failed to log session. Please try again.',
  logged: 'Training session logged successfully! XP earned!',
  // Beyond §8: the form's other rules and the streak extras (rest days, check-in).
  chooseSessionType: 'Choose a session type',
  skillFocusOnce: 'Choose each skill focus once',
  duration: 'Duration must be between 10 and 180 minutes, in steps of 5',
  energyLevel: 'Energy level must be between 1 and 5',
  notesTooLong: 'Notes must be at most 1000 characters',
  restDayNoStreak: 'Rest days keep a streak going. Train today to start one.',
  restDayAlreadyTrained: 'You already trained today',
  restDayAlreadyResting: 'Today is already a rest day',
  restDayPassed: 'That day has already passed',
  restDayLimit: 'You can take at most 2 rest days in any 7 days',
  alreadyCheckedIn: 'You have already checked in today',
  checkedIn: 'Checked in! See you tomorrow.',
} as const

/** Games (spec §8), and the words of the games' states the spec leaves open. */
export const GAME_MESSAGES = {
  saveFailed: 'Failed to save game result',
  /** 'Game complete! You scored X/Y points!' */
  complete: (score: number, maxScore: number) => `Game complete! You scored ${score}/${maxScore} points!`,
  loadFailed: 'Could not start the game. Please try again.',
  answerFailed: 'Could not check your answer. Please try again.',
  signInToKeep: 'Sign in to keep your points and earn achievements.',
  playNotFound: 'This game was not found. Start a new one.',
  alreadyAnswered: 'This question was already answered',
  notInPlay: 'That question is not part of this game',
  playExpired: 'This game has expired. Start a new one.',
  implausibleResult: 'That result does not match a Reaction Master round',
} as const

/** Family (spec §8): the screens' messages and the errors thrown by family logic, word for word. */
export const FAMILY_MESSAGES = {
  inviteFailed: 'Failed to send invitation',
  linkFailed: 'Failed to send link request',
  createFailed: 'Failed to create family account',
  invalidVerificationCode: 'Invalid or expired verification code',
  acceptLinkFailed: 'Failed to accept link request',
  declineLinkFailed: 'Failed to decline link request',
  loadGoalsFailed: 'Failed to load goals',
  memberNotFound: 'Member Not Found',
  emailRequired: 'Please enter an email address',
  childEmailRequired: "Please enter your child's email address",
  familyNameRequired: 'Please enter a family name',
  codeInvalid: 'Please enter a valid 6-digit code',
  invited: 'Invitation sent successfully!',
  linkSent: 'Link request sent successfully!',
  created: 'Family account created successfully!',
  codeVerified: 'Code verified! Please review the request below.',
  linkAccepted: 'Link request accepted! Your account is now linked to the family.',
  linkDeclined: 'Link request declined.',
  accessDenied: 'Access Denied: Only the family administrator can access this dashboard.',
  noPermission: "You do not have permission to view this member's data",
  // Thrown by family logic (spec §8).
  signInToCreate: 'Must be logged in to create family account',
  mustHaveFamily: 'Must have family account',
  adminOnlyInvite: 'Only family admin can invite members',
  adminOnlyPermissions: 'Only family admin can update permissions',
  adminOnlyRemove: 'Only family admin can remove members',
  adminOnlyLink: 'Only family administrators can send link requests',
  signInToAcceptInvitation: 'Must be logged in to accept invitation',
  signInToVerify: 'Must be logged in to verify code',
  userEmailNotFound: 'User email not found',
  signInToAcceptLink: 'Must be logged in to accept link request',
  signInToRejectLink: 'Must be logged in to reject link request',
  invalidInvitation: 'Invalid or expired invitation code',
  linkNotFound: 'Link request not found or already processed',
  // Beyond §8, where the spec names no text.
  inviteCodeRequired: 'Please enter your invitation code',
  alreadyInFamily: 'You already belong to a family account',
  familyFull: 'This family already has 5 members, the most a family account holds',
  tooManyCodeAttempts: 'Too many wrong codes. Please wait 15 minutes and try again.',
  adminOnlySettings: 'Only family admin can change family settings',
  adminCannotLeave: 'The family administrator cannot leave the family',
  cannotRemoveSelf: 'The family administrator cannot be removed',
  notForYourself: 'You cannot send a link request to yourself',
  alreadyMember: 'That account is already in this family',
  left: 'You have left the family.',
  removed: 'Member removed.',
  permissionUpdated: 'Permission updated.',
  renamed: 'Family name saved.',
  revoked: 'Revoked.',
  invitationAccepted: 'Welcome to the family! You have joined',
} as const
