/** Games (docs/features/games.md): the screens' words and those of each state a play can be in. */
export const GAME_MESSAGES = {
  saveFailed: 'Failed to save game result',
  /** 'Game complete! You scored X/Y points!' */
  complete: (score: number, maxScore: number) => `Game complete! You scored ${score}/${maxScore} points!`,
  loadFailed: 'Could not start the game. Please try again.',
  answerFailed: 'Could not check your answer. Please try again.',
  nextFailed: 'Could not load the next question. Please try again.',
  signInToKeep: 'Sign in to keep your points and earn achievements.',
  playNotFound: 'This game was not found. Start a new one.',
  alreadyAnswered: 'This question was already answered',
  notInPlay: 'That question is not part of this game',
  playExpired: 'This game has expired. Start a new one.',
  implausibleResult: 'That result does not match a Reaction Master round',
  notServed: 'Answer the question on screen first: this one has not been shown yet',
  noMoreItems: 'This game has no more questions. Finish it to see your score.',
  tooFast: 'Too fast to count: take the time to read the whole question. 0 points.',
  notPractice: 'Only practice questions can be checked without signing in',
  roundNotStarted: 'This round has not started yet',
  hitNotOnPitch: 'That target was not on the pitch then',
  /** Shown when a reload finds the play in progress (docs/features/games.md). */
  resumed: (question: number, count: number) => `Welcome back — question ${question} of ${count}`,
} as const
