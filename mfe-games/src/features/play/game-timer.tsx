import { formatClock } from './use-countdown.ts'

export type GameTimerProps = {
  secondsLeft: number
  /** At or under this many seconds the timer turns red (Decision Drill: 3). */
  warnAt: number
  label: string
  testId: string
}

/**
 * A countdown. Red and marked "hurry" at `warnAt` seconds or less (text as well as colour). Not a
 * live region: a screen reader announcing every second would drown out the question.
 */
export function GameTimer({ secondsLeft, warnAt, label, testId }: GameTimerProps) {
  const urgent = secondsLeft <= warnAt
  return (
    <div
      className={`pp-game-timer${urgent ? ' pp-game-timer--urgent' : ''}`}
      role="timer"
      aria-label={label}
      data-testid={testId}
      data-urgent={urgent}
    >
      <span aria-hidden="true">⏱</span> <span className="pp-game-timer__value">{formatClock(secondsLeft)}</span>
      {urgent && <span className="pp-game-timer__hurry"> Hurry!</span>}
    </div>
  )
}
