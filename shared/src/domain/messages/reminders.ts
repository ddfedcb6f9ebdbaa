/** Stopping reminders from the link in a reminder mail (docs/features/notifications.md). */
export const REMINDER_MESSAGES = {
  stopped: 'Reminders are off. You can turn them back on in the notification settings on the dashboard.',
  invalidStopLink: 'This link is not valid. You can turn reminders off in the notification settings on the dashboard.',
  stopFailed: 'Could not turn reminders off. Please try again.',
} as const
