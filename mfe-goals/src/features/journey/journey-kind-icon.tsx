import type { JourneyKind } from '@app/shared/domain/journey.ts'

// Inline outlines (after Lucide: trending-up, award, check-circle, flame), never emoji.
const SHAPES: Record<JourneyKind, readonly string[]> = {
  level_reached: ['m22 7-8.5 8.5-5-5L2 17', 'M16 7h6v6'],
  badge_earned: ['M12 2a6 6 0 1 0 0 12 6 6 0 1 0 0-12z', 'M15.48 12.89 17 22l-5-3-5 3 1.52-9.11'],
  goal_completed: ['M22 11.08V12a10 10 0 1 1-5.93-9.14', 'M22 4 12 14.01l-3-3'],
  streak_record: ['M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z'],
}

/** The small icon at a timeline entry, by kind. */
export function JourneyKindIcon({ kind }: { kind: JourneyKind }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {SHAPES[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
