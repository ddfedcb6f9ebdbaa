/** Accounts and sign-in (docs/features/account-and-security.md): the screens' messages, then the refusals a person needs to hear. */
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
  // What a person needs to hear when the server refuses for these reasons.
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signedOut: 'You have been signed out',
  // Changing the password (docs/features/account-and-security.md): the current one proves it is the owner, not a borrowed device.
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'That is not your current password',
  /** Sign-in slows down after wrong attempts (never locks); the answer says how long to wait. */
  waitBeforeTrying: (seconds: number) => `Too many wrong attempts. Please wait ${waitText(seconds)} and try again.`,
} as const

/** "45 seconds", "1 minute", "15 minutes": whole minutes from one minute up. */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}
