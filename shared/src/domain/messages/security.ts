/** Two-step sign-in and sessions (docs/features/account-and-security.md), in plain words for parents. */
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
