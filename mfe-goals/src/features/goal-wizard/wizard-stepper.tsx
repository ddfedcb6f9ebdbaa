import type { WizardStep } from '@app/shared/domain/goal-wizard.ts'

export const WIZARD_STEPS: readonly { step: WizardStep; label: string }[] = [
  { step: 1, label: 'Choose Goals' },
  { step: 2, label: 'Schedule Sessions' },
  { step: 3, label: 'Save Your Plan' },
]

export type WizardStepperProps = { current: WizardStep }

/** Where the player is in the three steps; the current one carries aria-current="step". */
export function WizardStepper({ current }: WizardStepperProps) {
  return (
    <nav aria-label="Goal wizard progress">
      <ol className="pp-stepper" data-testid="wizard-stepper">
        {WIZARD_STEPS.map(({ step, label }) => {
          const state = step < current ? 'done' : step === current ? 'current' : 'upcoming'
          return (
            <li key={step} className="pp-stepper__step" data-state={state} aria-current={step === current ? 'step' : undefined}>
              <span className="pp-stepper__number" aria-hidden="true">
                {step < current ? '✓' : step}
              </span>
              <span className="pp-stepper__label">
                <span className="pp-visually-hidden">Step {step}: </span>
                {label}
                {step < current && <span className="pp-visually-hidden"> (done)</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
