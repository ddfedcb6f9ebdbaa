import type { z } from 'zod'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { UpdatePlannedSessionRequest } from '@app/shared/schemas/goals.ts'
import type { Database } from '../../db/client.ts'
import type { PlannedSessionRow } from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { ensureGoalIsActive, refusePastSessionDate, sessionNotFound } from './goal-rules.ts'
import { findPlannedSession, updatePlannedSession } from './goals.queries.ts'

type SessionInput = z.output<typeof UpdatePlannedSessionRequest>

/**
 * Moves the caller's planned session (day, start time) or changes its minutes or notes. Refused, in
 * this order: not the caller's (404), already done (409), its goal completed (409), a new day before
 * the player's today (400; the day it already has may stay once passed). The read and the write share
 * one transaction, so a session deleted or marked done meanwhile is refused, never rewritten.
 */
export function applySessionEdit(
  database: Database,
  userId: string,
  id: string,
  input: SessionInput,
  at: number,
): Promise<PlannedSessionRow> {
  return database.transaction(async (tx) => {
    const found = await findPlannedSession(tx, userId, id)
    if (!found) throw sessionNotFound()
    const { session, goalStatus } = found
    if (session.completed) throw new AppError('CONFLICT', 409, GOAL_MESSAGES.sessionAlreadyDone)
    ensureGoalIsActive(goalStatus)
    if (input.session_date !== session.sessionDate) await refusePastSessionDate(tx, userId, at, input.session_date)
    const edit = { sessionDate: input.session_date, startTime: input.start_time, duration: input.duration, notes: input.notes }
    await updatePlannedSession(tx, userId, id, edit)
    return { ...session, ...edit }
  })
}
