/** The daily challenge (docs/features/games.md "Daily challenge"): the card's words and its refusals. */
export const DAILY_CHALLENGE_MESSAGES = {
  title: 'Daily Challenge',
  intro: 'One scenario and one question, the same for every player your age. A new one every day.',
  introYoung: 'One game moment and one soccer question a day. Come back every day to grow your streak!',
  signIn: 'Sign in to play the daily challenge and build your daily streak.',
  loadFailed: 'We could not load the daily challenge just now.',
  startFailed: 'Could not start the daily challenge. Please try again.',
  answerFailed: 'Could not check your answer. Please try again.',
  done: "Today's challenge is done. Come back tomorrow for a new one!",
  alreadyAnswered: 'You already answered this today. A new challenge comes tomorrow.',
  notServed: "Open today's challenge first: this one has not been shown to you today",
  over: "That challenge is over: a new day has started. Today's is ready for you.",
  notToday: "That is not today's challenge",
  noContent: 'There is no daily challenge for your age group today',
} as const
