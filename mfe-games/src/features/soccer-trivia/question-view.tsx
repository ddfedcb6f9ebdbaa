import { useEffect, useId, useRef, useState } from 'react'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import type { Feedback, PublicQuestion } from '@app/shared/schemas/games.ts'
import { Button } from '@app/shared/ui/button.tsx'

export type QuestionViewProps = {
  question: PublicQuestion
  position: { index: number; count: number }
  feedback: Extract<Feedback, { kind: 'question' }> | null
  answering: boolean
  answerError: string | null
  onAnswer: (choice: number) => void
  onNext: () => void
  onFinish: () => void
}

/** One trivia question (docs/features/games.md): choose, Submit Answer, the explanation, then Next Question. */
export function QuestionView({ question, position, feedback, answering, answerError, onAnswer, onNext, onFinish }: QuestionViewProps) {
  const id = useId()
  const [choice, setChoice] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    setChoice(null)
    heading.current?.focus()
  }, [question.id])
  const last = position.index === position.count - 1
  const right = feedback && feedback.chosen_index === feedback.correct_index

  return (
    <section className="pp-card pp-question" aria-labelledby={`${id}-title`} data-testid="question">
      <p className="pp-question__meta">
        <span data-testid="question-count">
          Question {position.index + 1} of {position.count}
        </span>
        <span>
          {question.category} · {question.difficulty} · {question.points} pts
        </span>
      </p>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {question.question}
      </h2>
      {feedback ? (
        <div className="pp-question__feedback" data-testid="question-feedback">
          <p role="status" className={`pp-scenario-feedback__verdict pp-scenario-feedback__verdict--${right ? 'best' : 'miss'}`}>
            {feedback.too_fast
              ? GAME_MESSAGES.tooFast
              : right
                ? `Correct! +${feedback.points} points`
                : `Not quite. The answer is ${question.options[feedback.correct_index]}.`}
          </p>
          <p>{feedback.explanation}</p>
          <p className="pp-question__meta" data-testid="question-source">
            {feedback.competition}, {feedback.year}
          </p>
          {answerError && (
            <p className="pp-alert" role="alert">
              {answerError}
            </p>
          )}
          <Button onClick={last ? onFinish : onNext} busy={answering} busyLabel="Loading…">
            {last ? 'See Results' : 'Next Question'}
          </Button>
        </div>
      ) : (
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
          {answerError && (
            <p className="pp-alert" role="alert">
              {answerError}
            </p>
          )}
          <Button type="submit" disabled={choice === null} busy={answering} busyLabel="Checking…">
            Submit Answer
          </Button>
        </form>
      )}
    </section>
  )
}
