import type { ReactNode } from 'react'
import './badge.css'

export type BadgeProps = {
  children: ReactNode
  /** A background dark enough for white text (4.5:1), e.g. a PILLAR_COLORS entry; omitted: the neutral look. */
  color?: string
  tone?: 'neutral' | 'success'
  testId?: string
}

/**
 * A small pill label (a goal's pillar, a Complete mark). Text, not colour alone, carries the meaning.
 * @example <Badge color={PILLAR_COLORS.technical}>Technical</Badge>
 */
export function Badge({ children, color, tone = 'neutral', testId }: BadgeProps) {
  return (
    <span
      className={`pp-badge pp-badge--${tone}`}
      style={color ? { color: '#fff', background: color, borderColor: color } : undefined}
      data-testid={testId}
    >
      {children}
    </span>
  )
}
