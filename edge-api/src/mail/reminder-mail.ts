import { PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import type { ReminderWindow } from '@app/shared/domain/reminders.ts'
import type { Mail } from './mailer.ts'

export type ReminderSession = { sessionDate: string; startTime: string; duration: number; notes: string | null; goalTitle: string }
export type ReminderDeadline = { targetDate: string; title: string; pillar: keyof typeof PILLAR_LABELS }
/** One line of the family feed, its day already in the reader's time zone. */
export type FamilyNewsLine = { memberName: string; description: string; day: string }
/** A child's goal waiting for the reader's approval (goal approval). */
export type WaitingGoalLine = { memberName: string; title: string }

/** Family lines in one mail; the rest are a link away. */
const FAMILY_LINES = 10

/** "Thu 26 Nov": the same day in every mailbox, whatever its reader's locale or zone. */
const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

/**
 * A player's reminder: the sessions they planned and the goals due in the window. Written to the
 * player, or to the parent about their child (`forParent`), with the way to change or stop it.
 */
export function reminderMail(input: {
  to: string
  firstName: string
  forParent: boolean
  window: ReminderWindow
  sessions: readonly ReminderSession[]
  deadlines: readonly ReminderDeadline[]
  family: readonly FamilyNewsLine[]
  /** Goals still waiting for this family admin: the mail when each was set may have been missed. */
  waiting?: readonly WaitingGoalLine[]
  origin: string
  /** One click (and a confirm) turns these reminders off, without signing in. */
  stopLink: string
}): Mail {
  const { firstName, forParent, window, sessions, deadlines, family, waiting = [], origin, stopLink } = input
  const whose = forParent ? `${firstName}'s` : 'Your'
  const lines = [forParent ? 'Hello,' : `Hi ${firstName},`, '']
  if (sessions.length > 0) {
    lines.push(`${whose} planned sessions:`)
    for (const s of sessions) {
      lines.push(`- ${day(s.sessionDate)} at ${s.startTime}, ${s.duration} min: ${s.goalTitle}${s.notes ? ` (${s.notes})` : ''}`)
    }
    lines.push('')
  }
  if (deadlines.length > 0) {
    lines.push(`${forParent ? `${firstName}'s goals` : 'Goals'} due:`)
    for (const d of deadlines) lines.push(`- ${day(d.targetDate)}: ${d.title} (${PILLAR_LABELS[d.pillar]})`)
    lines.push('')
  }
  if (family.length > 0) {
    lines.push('Your family since the last reminder:')
    for (const f of family.slice(0, FAMILY_LINES)) lines.push(`- ${f.memberName}: ${f.description} (${day(f.day)})`)
    if (family.length > FAMILY_LINES) {
      lines.push(`- and ${family.length - FAMILY_LINES} more on the family dashboard: ${origin}/app/parent-dashboard`)
    }
    lines.push('')
  }
  if (waiting.length > 0) {
    lines.push('Goals waiting for your approval:')
    for (const w of waiting) lines.push(`- ${w.memberName}: ${w.title}`)
    lines.push(`Approve or send them back on the family dashboard: ${origin}/app/parent-dashboard`, '')
  }
  if (sessions.length > 0) {
    lines.push(
      forParent
        ? `After training, ${firstName} logs each session on the dashboard to earn XP:`
        : 'After training, log each session on your dashboard to earn your XP:',
      `${origin}/app/dashboard`,
      '',
    )
  }
  lines.push(
    `These reminders follow the notification settings on ${
      forParent ? `${firstName}'s` : 'your'
    } dashboard, where they can be changed. To stop them:`,
    stopLink,
    '',
    'The PitchPath team',
  )
  const about = sessions.length + deadlines.length === 0 ? 'your family' : `${forParent ? `${firstName}'s` : 'your'} plan`
  return { to: input.to, subject: `${window.title} on PitchPath: ${about}`, text: lines.join('\n') }
}
