import { useEffect, useId, useRef, useState } from 'react'
import { SCENARIO_RULES } from '@app/shared/domain/games/game-catalogue.ts'
import type { Feedback, PublicScenario } from '@app/shared/schemas/games.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { GameTimer } from '../play/game-timer.tsx'
import { useCountdown } from '../play/use-countdown.ts'
import { ScenarioFeedback } from './scenario-feedback.tsx'

export type ScenarioViewProps = {
  scenario: PublicScenario
  position: { index: number; count: number }
  feedback: Extract<Feedback, { kind: 'scenario' }> | null
  answering: boolean
  answerError: string | null
  onAnswer: (choice: string | null) => void
  onNext: () => void
  onFinish: () => void
}

/**
 * One scenario (docs/features/games.md): the situation against its own clock, Submit Answer once an option is
 * chosen, and when time runs out the answer goes in with no choice (0 points). Then the feedback
 * and Next Scenario, or Finish Game after the last.
 */
export function ScenarioView({ scenario, position, feedback, answering, answerError, onAnswer, onNext, onFinish }: ScenarioViewProps) {
  const id = useId()
  const [choice, setChoice] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    setChoice(null)
    heading.current?.focus()
  }, [scenario.id])

  // The clock shown is the player's guide; the server times the answer from serving the scenario.
  const secondsLeft = useCountdown(scenario.time_limit, !feedback, scenario.id, () => onAnswer(null))
  const last = position.index === position.count - 1

  return (
    <section className="pp-card pp-scenario" aria-labelledby={`${id}-title`} data-testid="scenario">
      <div className="pp-scenario__top">
        <p className="pp-scenario__count" data-testid="scenario-count">
          Scenario {position.index + 1} of {position.count}
        </p>
        {!feedback && (
          <GameTimer
            secondsLeft={secondsLeft}
            warnAt={SCENARIO_RULES.timerRedAtSeconds}
            label="Time left for this scenario"
            testId="scenario-timer"
          />
        )}
      </div>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {scenario.situation}
      </h2>
      <p>{scenario.description}</p>
      <dl className="pp-scenario__context">
        <div>
          <dt>Score</dt>
          <dd>{scenario.context.score}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{scenario.context.time}</dd>
        </div>
        <div>
          <dt>You are</dt>
          <dd>{scenario.context.position}</dd>
        </div>
        <div>
          <dt>On the ball</dt>
          <dd>{scenario.context.player}</dd>
        </div>
      </dl>
      <p className="pp-scenario__situation">{scenario.context.situation}</p>
      {feedback ? (
        <>
          <ScenarioFeedback feedback={feedback} />
          {answerError && (
            <p className="pp-alert" role="alert">
              {answerError}
            </p>
          )}
          <Button
            onClick={last ? onFinish : onNext}
            busy={answering}
            busyLabel="Loading…"
            data-testid={last ? 'finish-game' : 'next-scenario'}
          >
            {last ? 'Finish Game' : 'Next Scenario'}
          </Button>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (choice) onAnswer(choice)
          }}
        >
          <fieldset className="pp-game-options">
            <legend>What do you do?</legend>
            {scenario.options.map((o) => (
              <label key={o.id} className={`pp-game-option${choice === o.id ? ' pp-game-option--chosen' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-choice`}
                  value={o.id}
                  checked={choice === o.id}
                  onChange={() => setChoice(o.id)}
                  disabled={answering}
                />
                <span>{o.action}</span>
              </label>
            ))}
          </fieldset>
          {answerError && (
            <p className="pp-alert" role="alert">
              {answerError}
            </p>
          )}
          <Button type="submit" disabled={!choice} busy={answering} busyLabel="Checking…">
            Submit Answer
          </Button>
        </form>
      )}
    </section>
  )
}
