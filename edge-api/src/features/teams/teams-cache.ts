import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import type { Tx } from '../../db/client.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { answerGoodUntil, cachedAnswer } from '../../http/cached-answer.ts'
import { daysInZones } from '../family/public.ts'
import { findGroup, parentCoverEnds, TEAM_LIST_TABLES, TEAM_TABLES } from './teams.queries.ts'

/**
 * The team reads kept in memory (http/cached-answer.ts; docs/features/family.md, "Cached answers"):
 * my teams until a table it reads is written; a team's page and its league also until the group's
 * day changes in the group's recorded zone (its week starts on one of those days).
 */
export function teamCaches(deps: AppDeps) {
  const { database, now } = deps
  const groupsDay = daysInZones(database, ['team_groups'], now, async (c) => {
    const group = await findGroup(database.db, c.req.param('id') ?? '')
    return group ? [group.timeZone] : []
  })
  return {
    keptList: cachedAnswer(database, TEAM_LIST_TABLES, { now }),
    keptTeam: cachedAnswer(database, TEAM_TABLES, { key: groupsDay, now }),
  }
}

/** Who is the caller's child changes by itself when a consent they gave stops covering the child: a kept answer ends then. */
export async function untilCoverEnds(c: Context<SignedInEnv>, tx: Tx, at: number): Promise<void> {
  const end = await parentCoverEnds(tx, c.var.user.id, at)
  if (end !== null) answerGoodUntil(c, end)
}
