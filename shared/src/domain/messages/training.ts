/** Training and progress (docs/features/training-and-progress.md): the Log Training form's messages, then the other rules' and the streak's. */
export const TRAINING_MESSAGES = {
  logInToLog: 'Please log in to log training sessions',
  selectSkillFocus: 'Please select at least one skill focus',
  logFailed: 'Failed to log session. Please try again.',
  logged: 'Training session logged successfully! XP earned!',
  // The form's other rules and the streak extras (rest days, check-in).
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
  dailyCap: "That's more than 5 hours of training today. Rest is part of training too — log it tomorrow.",
  /** Minutes still open today under the daily cap (the Log Training form shows it before sending). */
  dailyCapLeft: (minutes: number) =>
    minutes > 0
      ? `You can log ${minutes} more minutes today (5 hours a day at most).`
      : "You've logged 5 hours today: that's the most a day counts. Rest is part of training too.",
  timeZoneSaved: 'Time zone saved. Your days now follow it.',
  /** A second change inside 24 hours. */
  timeZoneOncePerDay: (next: string) => `You can change your time zone once a day. Try again after ${next}.`,
  timeZoneRule: 'Your training days, streak and check-ins follow this time zone. You can change it once a day.',
  // The weekly plan (docs/features/training-and-progress.md "Weekly plan").
  planSessionNotFound: 'That session is not in your plan.',
  planSessionOtherWeek: "That session is not in this week's plan.",
  planSessionDone: 'That plan session is already done.',
  planLoadFailed: "Couldn't load this week's plan. Please try again.",
  // Actions kept on the device while offline (docs/features/training-and-progress.md "Offline").
  occurredInFuture: "That time is in the future. Check your device's clock and try again.",
  occurredTooLongAgo: 'This was saved on your device more than 72 hours ago, too long ago to count, so it was not added.',
  clientIdTaken: 'This id is already in use. Please try again.',
} as const
