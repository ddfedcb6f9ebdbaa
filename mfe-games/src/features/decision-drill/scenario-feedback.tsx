import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import type { Feedback } from '@app/shared/schemas/games.ts'

const RISK = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' } as const

/** After an answer: the points, then every option with why it works or not (Pro mode adds how a pro reads it). */
export function ScenarioFeedback({ feedback }: { feedback: Extract<Feedback, { kind: 'scenario' }> }) {
  const best = feedback.points === feedback.max_points
  return (
    <div className="pp-scenario-feedback" data-testid="scenario-feedback">
      <p
        role="status"
        className={`pp-scenario-feedback__verdict pp-scenario-feedback__verdict--${best ? 'best' : feedback.points > 0 ? 'ok' : 'miss'}`}
      >
        {feedback.timed_out
          ? `Time's up! No answer, 0 points.`
          : feedback.too_fast
            ? GAME_MESSAGES.tooFast
            : best
              ? `Best decision! +${feedback.points} points`
              : `+${feedback.points} points (best was ${feedback.max_points})`}
      </p>
      <ul className="pp-scenario-feedback__options">
        {feedback.options.map((o) => (
          <li
            key={o.id}
            className={`pp-scenario-feedback__option${o.is_optimal ? ' is-optimal' : ''}${o.id === feedback.chosen ? ' is-chosen' : ''}`}
          >
            <p>
              <strong>{o.action}</strong> · {o.points} pts
              {o.is_optimal && <span className="pp-scenario-feedback__tag"> Best choice</span>}
              {o.id === feedback.chosen && <span className="pp-scenario-feedback__tag pp-scenario-feedback__tag--you"> Your answer</span>}
            </p>
            <p>{o.explanation}</p>
            {o.pro_level && (
              <p className="pp-scenario-feedback__pro">
                <em>{o.pro_level}</em> · {o.risk ? RISK[o.risk] : ''}. {o.reasoning} Likely outcome: {o.outcome}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
