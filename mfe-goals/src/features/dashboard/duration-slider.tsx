import { FieldFrame } from '@app/shared/ui/field-frame.tsx'
import { TRAINING_DURATION } from '@app/shared/domain/training.ts'

export type DurationSliderProps = { value: number; errors: readonly string[] | undefined; onChange: (minutes: number) => void }

/** Duration 10 to 180 minutes in steps of 5 (docs/features/training-and-progress.md), with the chosen value written out beside it. */
export function DurationSlider({ value, errors, onChange }: DurationSliderProps) {
  return (
    <FieldFrame name="duration_minutes" label="Duration" id={undefined} hint={undefined} errors={errors}>
      {(control) => (
        <div className="pp-duration">
          <input
            {...control}
            type="range"
            className="pp-duration__range"
            min={TRAINING_DURATION.min}
            max={TRAINING_DURATION.max}
            step={TRAINING_DURATION.step}
            value={value}
            aria-valuetext={`${value} minutes`}
            onChange={(e) => onChange(Number(e.target.value))}
          />
          <output htmlFor={control.id} className="pp-duration__value" data-testid="duration-value">
            {value} min
          </output>
        </div>
      )}
    </FieldFrame>
  )
}
