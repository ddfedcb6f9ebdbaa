import { LogTrainingForm, type LogTrainingFormProps } from './log-training-form.tsx'
import { useRevealed } from './cards-after-greeting.tsx'

/**
 * The Log Training card. Its form is the largest part of the dashboard (a hundred and more elements),
 * so it is drawn in its own turn (cards-after-greeting.tsx): put into the page with the first cards
 * it made theirs one long task. Until then its place holds the form's height (dashboard-skeleton.css).
 */
export function LogTrainingCard(props: LogTrainingFormProps) {
  const revealed = useRevealed('log')
  return (
    <section
      className="pp-card pp-dash-card pp-dash-card--log"
      aria-labelledby="log-training-title"
      data-testid="log-training-card"
      aria-busy={!revealed}
    >
      <h2 id="log-training-title" className="pp-dash-card__title">
        Log Training
      </h2>
      {revealed ? <LogTrainingForm {...props} /> : <div className="pp-dash-card__skeleton" data-testid="log-training-card-loading" />}
    </section>
  )
}
