import './progress-bar.css'

export type ProgressBarProps = {
  /** 0 to 100; values outside are clamped. */
  percent: number
  /** The bar's accessible name, e.g. "Progress to Player Level 2". */
  label: string
  /** What a screen reader says instead of the bare number, e.g. "60 of 100 XP". */
  valueText?: string
  testId?: string
}

/**
 * A horizontal progress bar (WAI-ARIA progressbar with aria-valuenow). The caller shows the numbers
 * as text next to it: the bar alone is colour and length, not words.
 * @example <ProgressBar percent={60} label="Progress to Player Level 2" valueText="60 of 100 XP" />
 */
export function ProgressBar({ percent, label, valueText, testId }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(percent) ? percent : 0)))
  return (
    <div
      className="pp-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      data-testid={testId}
    >
      <div className="pp-progress__fill" style={{ width: `${value}%` }} />
    </div>
  )
}
