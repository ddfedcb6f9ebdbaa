import type { RefObject } from 'react'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'
import { SessionDialog } from './session-dialog.tsx'

export type PlanSessionDialogProps = { goal: Goal; onClose: () => void; fallbackFocus: RefObject<HTMLElement | null> }

/** Plan a session for an active goal after the wizard (My Goals' + Plan a session). */
export function PlanSessionDialog({ goal, onClose, fallbackFocus }: PlanSessionDialogProps) {
  return (
    <SessionDialog
      title={`Plan a session: ${goal.title}`}
      submitLabel="Plan Session"
      save={(request) => goalsApi.planSession(goal.id, request)}
      messages={{ saved: GOAL_MESSAGES.sessionPlanned, failed: GOAL_MESSAGES.planFailed }}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      testId="plan-session-dialog"
    />
  )
}
