import { STREAK_REMINDER_MESSAGES as M } from '@app/shared/domain/messages/reminders.ts'
import type { Mail } from './mailer.ts'

/**
 * The streak-at-risk reminder (docs/features/notifications.md, "Streak at risk"): to the player, or
 * to the parent about their child (`forParent`), with the dashboard to log on and the stop link.
 */
export function streakReminderMail(input: {
  to: string
  firstName: string
  forParent: boolean
  streak: number
  origin: string
  stopLink: string
}): Mail {
  const { firstName, forParent, streak, origin, stopLink } = input
  const lines = [
    forParent ? 'Hello,' : `Hi ${firstName},`,
    '',
    M.body(firstName, streak, forParent),
    '',
    M.logLink(forParent),
    `${origin}/app/dashboard`,
    '',
    M.settings(firstName, forParent),
    stopLink,
    '',
    'The PitchPath team',
  ]
  return { to: input.to, subject: M.subject(firstName, forParent), text: lines.join('\n') }
}
