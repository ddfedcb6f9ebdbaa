/** Stopping reminders from the link in a reminder mail (docs/features/notifications.md). */
export const REMINDER_MESSAGES = {
  stopped: 'Reminders are off. You can turn them back on in the notification settings on the dashboard.',
  invalidStopLink: 'This link is not valid. You can turn reminders off in the notification settings on the dashboard.',
  stopFailed: 'Could not turn reminders off. Please try again.',
} as const

/** Push reminders: the panel's switch, the API's refusals and the notifications themselves (docs/features/notifications.md, "Push"). */
export const PUSH_MESSAGES = {
  deviceSwitch: 'Reminders on this device',
  deviceHint: 'Your reminders also arrive as a notification on this phone or computer.',
  unsupported:
    'This browser cannot show reminders as notifications. Try Chrome, Edge, Firefox or Safari, or add PitchPath to your home screen.',
  denied: 'Notifications are blocked for PitchPath in this browser. Allow them in the browser’s site settings, then turn this on again.',
  needsParent: 'Your parent needs to allow reminders on your devices. They can do it in their family settings.',
  emailOff: 'Notifications come with your reminders: turn reminders on above to get them here.',
  failed: 'Could not change reminders on this device. Please try again.',
  badEndpoint: 'This browser’s push address is not one PitchPath can send to.',
  badKeys: 'This browser’s push keys are not valid.',
  notAllowedForChild: 'A parent must allow reminders on this device first.',
  endpointTaken: 'This device takes reminders for another account. Turn them off there first, then try again.',
  onlyForChildren: 'Push reminders are allowed per child: this member is not a child.',
  adminSwitch: 'Reminders on their devices',
  adminSwitchHint: 'Under 13: their phone or computer shows reminders only once you allow it.',
  adminSaved: (on: boolean) => (on ? 'Reminders may now show on their devices.' : 'Reminders no longer show on their devices.'),
  // On a lock screen anyone near the phone reads these: counts only, no goal titles or names.
  title: 'PitchPath',
  sessions: (n: number) => (n === 1 ? '1 planned session' : `${n} planned sessions`),
  deadlines: (n: number) => (n === 1 ? '1 goal due' : `${n} goals due`),
  familyNews: 'News from your family',
  waiting: (n: number) => (n === 1 ? '1 goal waits for your approval' : `${n} goals wait for your approval`),
} as const

/**
 * The streak-at-risk reminder (docs/features/notifications.md, "Streak at risk"), by mail and by
 * push. The push is read on a lock screen: the count of days only, no name. The mail to a parent is
 * about their child, by first name, as the other reminders are.
 */
export const STREAK_REMINDER_MESSAGES = {
  subject: (firstName: string, forParent: boolean) =>
    forParent ? `${firstName}'s streak ends tonight on PitchPath` : 'Your streak ends tonight on PitchPath',
  body: (firstName: string, streak: number, forParent: boolean) =>
    forParent
      ? `${firstName} has trained ${streak} days in a row, and nothing is logged for today yet. A session or a rest day today keeps the streak going.`
      : `You have trained ${streak} days in a row, and nothing is logged for today yet. Train or take a rest day today to keep your streak.`,
  logLink: (forParent: boolean) => (forParent ? 'They can log it on their dashboard:' : 'Log it on your dashboard:'),
  settings: (firstName: string, forParent: boolean) =>
    `This reminder follows the notification settings on ${forParent ? `${firstName}'s` : 'your'} dashboard (practice reminders), where it can be turned off. To stop every reminder:`,
  push: (streak: number) => `Your ${streak}-day streak ends tonight. Train or take a rest day to keep it.`,
} as const
