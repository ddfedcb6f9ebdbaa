import { useEffect, useId, useRef, useState } from 'react'
import { SCENARIO_RULES } from '@app/shared/domain/games/game-catalogue.ts'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import type { Feedback, PublicQuestion, PublicScenario } from '@app/shared/schemas/games.ts'
import type { DailyItem } from '@app/shared/schemas/daily-challenge.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { GameTimer } from '../play/game-timer.tsx'
import { useCountdown } from '../play/use-countdown.ts'

type Answering = { answering: boolean; answerError: string | null }

/**
 * Today's scenario against what is left of its clock (the server's count from serving it, so a
 * reload resumes rather than restarts it); at 0 the answer goes in with no choice.
 */
export function DailyScenario({
  scenario,
  secondsLeft,
  answering,
  answerError,
  onAnswer,
}: Answering & { scenario: PublicScenario; secondsLeft: number; onAnswer: (choice: string | null) => void }) {
  const id = useId()
  const [choice, setChoice] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [scenario.id])
  const left = useCountdown(secondsLeft, !answering, scenario.id, () => onAnswer(null))
  return (
    <div className="pp-daily__item" data-testid="daily-scenario">
      <div className="pp-scenario__top">
        <p className="pp-daily__step">Today's scenario</p>
        <GameTimer secondsLeft={left} warnAt={SCENARIO_RULES.timerRedAtSeconds} label="Time left for this scenario" testId="daily-timer" />
      </div>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {scenario.situation}
      </h3>
      <p>{scenario.description}</p>
      <p className="pp-scenario__situation">
        {scenario.context.score} · {scenario.context.time} · You are {scenario.context.position}. {scenario.context.situation}
      </p>
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
        <AnswerError message={answerError} />
        <Button type="submit" disabled={!choice} busy={answering} busyLabel="Checking…">
          Submit Answer
        </Button>
      </form>
    </div>
  )
}

/** Today's question: no countdown on screen (the server allows 10 minutes from showing it). */
export function DailyQuestion({
  question,
  answering,
  answerError,
  onAnswer,
}: Answering & { question: PublicQuestion; onAnswer: (choice: number) => void }) {
  const id = useId()
  const [choice, setChoice] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [question.id])
  return (
    <div className="pp-daily__item" data-testid="daily-question">
      <p className="pp-daily__step">
        Today's question · {question.category} · {question.difficulty}
      </p>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {question.question}
      </h3>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (choice !== null) onAnswer(choice)
        }}
      >
        <fieldset className="pp-game-options">
          <legend>Your answer</legend>
          {question.options.map((text, i) => (
            <label key={text} className={`pp-game-option${choice === i ? ' pp-game-option--chosen' : ''}`}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={i}
                checked={choice === i}
                onChange={() => setChoice(i)}
                disabled={answering}
              />
              <span>{text}</span>
            </label>
          ))}
        </fieldset>
        <AnswerError message={answerError} />
        <Button type="submit" disabled={choice === null} busy={answering} busyLabel="Checking…">
          Submit Answer
        </Button>
      </form>
    </div>
  )
}

function AnswerError({ message }: { message: string | null }) {
  return message ? (
    <p className="pp-alert" role="alert">
      {message}
    </p>
  ) : null
}

/** The verdict line of an answered daily item. */
export function verdict(item: DailyItem): string {
  const f = item.feedback
  if (!f) return item.correct ? 'Correct' : 'Answered'
  if (f.too_fast) return GAME_MESSAGES.tooFast
  if (f.kind === 'scenario') {
    if (f.timed_out) return "Time's up: no answer this time."
    return item.correct ? 'Best decision!' : `Not the best choice. The best was: ${f.options.find((o) => o.is_optimal)?.action ?? ''}.`
  }
  if (item.correct) return 'Correct!'
  // Right, but after the question's 10 minutes: the server counted it as not correct.
  if (f.chosen_index === f.correct_index) return 'The right answer, but after the 10 minutes: it does not count this time.'
  return `Not quite. The answer is ${item.question?.options[f.correct_index] ?? ''}.`
}

/** An answered item: the verdict and the explanation (every option's, for a scenario). */
export function DailyResult({ item, full }: { item: DailyItem; full: boolean }) {
  const f = item.feedback
  // Just answered: the Submit button is gone, so focus goes to the verdict rather than the page's top.
  const verdictRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (full) verdictRef.current?.focus()
  }, [full, item.kind])
  const title = item.kind === 'scenario' ? item.scenario?.situation : item.question?.question
  return (
    <div className="pp-daily__result" data-testid={`daily-result-${item.kind}`}>
      <p className="pp-daily__step">{item.kind === 'scenario' ? "Today's scenario" : "Today's question"}</p>
      <p className="pp-daily__result-title">{title}</p>
      <p
        ref={verdictRef}
        tabIndex={full ? -1 : undefined}
        role={full ? 'status' : undefined}
        className={`pp-daily__verdict pp-daily__verdict--${item.correct ? 'right' : 'miss'}`}
        data-testid={`daily-verdict-${item.kind}`}
      >
        <span aria-hidden="true">{item.correct ? '✓ ' : '✗ '}</span>
        {verdict(item)}
      </p>
      {f && <Explanation feedback={f} full={full} />}
    </div>
  )
}

function Explanation({ feedback, full }: { feedback: Feedback; full: boolean }) {
  if (feedback.kind === 'question') {
    return (
      <p className="pp-daily__explanation">
        {feedback.explanation}{' '}
        <span className="pp-daily__source">
          ({feedback.competition}, {feedback.year})
        </span>
      </p>
    )
  }
  if (full) {
    // Every option with why it works or not; no points: the daily challenge gives none (docs/features/games.md).
    return (
      <ul className="pp-scenario-feedback__options" data-testid="daily-options">
        {feedback.options.map((o) => (
          <li
            key={o.id}
            className={`pp-scenario-feedback__option${o.is_optimal ? ' is-optimal' : ''}${o.id === feedback.chosen ? ' is-chosen' : ''}`}
          >
            <p>
              <strong>{o.action}</strong>
              {o.is_optimal && <span className="pp-scenario-feedback__tag"> · Best choice</span>}
              {o.id === feedback.chosen && <span className="pp-scenario-feedback__tag pp-scenario-feedback__tag--you"> · Your answer</span>}
            </p>
            <p>{o.explanation}</p>
          </li>
        ))}
      </ul>
    )
  }
  const best = feedback.options.find((o) => o.is_optimal)
  return best ? <p className="pp-daily__explanation">{best.explanation}</p> : null
}
