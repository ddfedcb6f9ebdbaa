import { useEffect, useState } from 'react'
import { BREATHING_ROUNDS, breathingStep } from '@app/shared/domain/mindset.ts'
import { Button } from '@app/shared/ui/button.tsx'

/**
 * The breathing reset: box breathing, four rounds of four 4-second phases. The phase is announced
 * when it changes (not every second, which would drown a screen reader); the circle only grows and
 * shrinks where the player has not asked for less motion.
 */
export function BreathingReset() {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (startedAt === null) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [startedAt])
  const step = startedAt === null ? null : breathingStep(now - startedAt)
  const running = step !== null && !step.done

  function start() {
    const at = Date.now()
    setNow(at)
    setStartedAt(at)
  }

  return (
    <section className="pp-card pp-mindset__tool" aria-labelledby="breathing-title" data-testid="breathing">
      <h2 id="breathing-title">Reset Breathing</h2>
      <p className="pp-mindset__hint">
        Nervous before a game, or still thinking about a mistake? Breathe in, hold, breathe out and hold, four seconds each, four times.
      </p>
      <div className={`pp-breathing${running ? ` pp-breathing--phase-${step.phaseIndex}` : ''}`} aria-hidden="true">
        <span className="pp-breathing__count">{running ? step.secondsLeft : ''}</span>
      </div>
      <p className="pp-breathing__phase" aria-live="polite" data-testid="breathing-phase">
        {step === null
          ? 'Ready when you are.'
          : step.done
            ? 'Well done. You are ready.'
            : `${step.phase} · round ${step.round} of ${BREATHING_ROUNDS}`}
      </p>
      {running ? (
        <Button variant="secondary" onClick={() => setStartedAt(null)}>
          Stop
        </Button>
      ) : (
        <Button onClick={start}>{step?.done ? 'Start again' : 'Start'}</Button>
      )}
    </section>
  )
}
