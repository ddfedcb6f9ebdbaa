import type { IconShape } from './icon-shapes.ts'

type IconProps = {
  shape: IconShape
  size?: number
  className?: string
  /** Filled with the text colour instead of outlined (the streak's flame). */
  filled?: boolean
}

/** A decorative icon from icon-shapes.ts: hidden from assistive technology, coloured by `color`. */
export function Icon({ shape, size = 24, className, filled = false }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shape.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
