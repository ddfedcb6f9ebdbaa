import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import type { ReminderWindow } from '@app/shared/domain/reminders.ts'
import type { PushMessage } from '../push/public.ts'

/**
 * A reminder as a notification. A lock screen is read by whoever holds the phone, and a child's may
 * be shown to anyone: counts only, never a goal's title or a child's name
 * (docs/features/notifications.md, "Push"). It opens the page the reminder is about.
 */
export function reminderPush(
  window: ReminderWindow,
  counts: { sessions: number; deadlines: number; family: number; waiting: number },
): PushMessage {
  const parts = [
    counts.sessions > 0 ? PUSH_MESSAGES.sessions(counts.sessions) : null,
    counts.deadlines > 0 ? PUSH_MESSAGES.deadlines(counts.deadlines) : null,
    counts.waiting > 0 ? PUSH_MESSAGES.waiting(counts.waiting) : null,
    counts.family > 0 ? PUSH_MESSAGES.familyNews : null,
  ].filter((p): p is string => p !== null)
  const ownPlan = counts.sessions + counts.deadlines > 0
  return {
    title: PUSH_MESSAGES.title,
    body: `${window.title}: ${parts.join(', ')}.`,
    url: ownPlan ? '/app/dashboard' : '/app/parent-dashboard',
    tag: window.key,
  }
}
