import type { Mail } from './mailer.ts'

/** The password reset mail (the link works once, for one hour). */
export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your PitchPath password',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone asked to reset the password of your PitchPath account. To choose a new password, open this link within 1 hour:',
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this mail: your password stays the same.',
      '',
      'The PitchPath team',
    ].join('\n'),
  }
}

/** Changes that decide who can get into an account: each one is mailed to the owner (docs/features/account-and-security.md). */
export type SecurityEvent = 'password-changed' | 'two-step-on' | 'two-step-off'

const SECURITY_NOTICES: Record<SecurityEvent, { subject: string; what: string; after: string }> = {
  'password-changed': {
    subject: 'Your PitchPath password was changed',
    what: 'The password of your PitchPath account was changed',
    after: 'Every other device signed in to your account was signed out.',
  },
  'two-step-on': {
    subject: 'Two-step sign-in is now on for your PitchPath account',
    what: 'Two-step sign-in was turned on for your PitchPath account',
    after: 'Signing in now asks for a code from the authenticator app that was set up.',
  },
  'two-step-off': {
    subject: 'Two-step sign-in was turned off on your PitchPath account',
    what: 'Two-step sign-in was turned off on your PitchPath account',
    after: 'Signing in no longer asks for a code, and every other device signed in to your account was signed out.',
  },
}

/** "Was this you?" after a security change, with the way back in for an owner who did not make it. */
export function securityNoticeMail(to: string, firstName: string, event: SecurityEvent, at: number, origin: string): Mail {
  const notice = SECURITY_NOTICES[event]
  const when = new Date(at).toISOString().replace('T', ' ').slice(0, 16)
  return {
    to,
    subject: notice.subject,
    text: [
      `Hi ${firstName},`,
      '',
      `${notice.what} on ${when} UTC. ${notice.after}`,
      '',
      'If this was you, there is nothing else to do.',
      '',
      'If it was not you, someone else may be using your account. Choose a new password now: ask for a reset link at',
      '',
      `${origin}/app/forgot-password`,
      '',
      'The link is sent to this address, and setting a new password with it signs out every device. Then check Account and Privacy for two-step sign-in and your signed-in devices.',
      '',
      'The PitchPath team',
    ].join('\n'),
  }
}
