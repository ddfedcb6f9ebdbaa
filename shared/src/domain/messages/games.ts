/** Games (spec §8), and the words of the games' states the spec leaves open. */
export const GAME_MESSAGES = {
  saveFailed: 'Failed to save game result',
  /** 'Game complete! You scored X/Y points!' */
  complete: (score: number, maxScore: number) => `Game complete! You scored ${score}/${maxScore} points!`,
  loadFailed: 'Could not start the game. Please try again.',
  answerFailed: 'Could not check your answer. Please try again.',
  signInToKeep: 'Sign in to keep your points and earn achievements.',
  playNotFound: 'This game was not found. Start a new one.',
  alreadyAnswered: 'This question was already answered',
  notInPlay: 'That question is not part of this game',
  playExpired: 'This game has expired. Start a new one.',
  implausibleResult: 'That result does not match a Reaction Master round',
} as const
