import type { Mail } from './mailer.ts'

/** The password reset mail (spec §9: the link works once, for one hour). */
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
