import type { AgeGroup } from '@app/shared/domain/age-group.ts'
import { addDays, todayIn } from '@app/shared/domain/calendar-day.ts'
import { DAILY_KINDS, dailyPick } from '@app/shared/domain/games/daily-challenge.ts'
import { itemPool, QUESTION_BY_ID, SCENARIO_BY_ID, scoreAnswer } from '../features/games/public.ts'
import type { Tx } from './client.ts'
import { dailyChallengeAnswers, dailyChallengePicks } from './schema/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const GAME_OF = { scenario: 'decision-drill', question: 'soccer-trivia' } as const

/**
 * Maya's last three days of the daily challenge, both items answered each day (the scenario right,
 * the question right on two days of three): the Game Hub opens on a 3-day daily streak with today
 * still to play. The picks are the rule's own for those days (docs/features/games.md "Daily challenge").
 */
export async function seedDailyChallenge(tx: Tx, userId: string, ageGroup: AgeGroup, now: number, timeZone: string): Promise<void> {
  const today = todayIn(new Date(now), timeZone)
  for (const back of [3, 2, 1]) {
    const day = addDays(today, -back)
    const servedAt = now - back * DAY_MS
    for (const kind of DAILY_KINDS) {
      const itemId = dailyPick(day, ageGroup, kind, itemPool(GAME_OF[kind], ageGroup))
      if (itemId === null) continue
      const right = kind === 'scenario' || back !== 2
      const choice = kind === 'scenario'
        ? SCENARIO_BY_ID.get(itemId)!.options.find((o) => o.isOptimal === right)!.id
        : (QUESTION_BY_ID.get(itemId)!.correctAnswer + (right ? 0 : 1)) % 4
      const scored = scoreAnswer(GAME_OF[kind], itemId, choice, 4_000)
      if (typeof scored === 'string') throw new Error(`demo daily answer does not fit ${itemId}`)
      await tx.insert(dailyChallengePicks).values({ day, ageGroup, kind, itemId }).onConflictDoNothing()
      await tx.insert(dailyChallengeAnswers).values({
        userId,
        day,
        kind,
        itemId,
        servedAt,
        answeredAt: servedAt + 4_000,
        choice: scored.choice,
        elapsedMs: 4_000,
        correct: right,
        points: scored.points,
        tooFast: false,
      })
    }
  }
}
