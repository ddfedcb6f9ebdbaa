import type { TriviaQuestion } from '@app/shared/domain/games/content.ts'
import { TRIVIA_CHAMPIONS_LEAGUE } from './trivia-champions-league.ts'
import { TRIVIA_PLAYERS } from './trivia-players.ts'
import { TRIVIA_PREMIER_LEAGUE } from './trivia-premier-league.ts'
import { TRIVIA_RECENT_EVENTS } from './trivia-recent-events.ts'
import { TRIVIA_RECORDS } from './trivia-records.ts'
import { TRIVIA_WORLD_CUP } from './trivia-world-cup.ts'

/**
 * Soccer Trivia's questions (docs/features/games.md), one file per category. Only settled facts:
 * finished tournaments and seasons, and records tied to the year they were set ("in 2022 he became
 * the first…"), never who holds something now. Every question names the year its fact belongs to
 * and its source competition, told with the explanation. "Recent Events" means 2019-2025 results
 * that cannot change. Ids are stored in players' history, so never rename one: add a new id.
 */
export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  ...TRIVIA_WORLD_CUP,
  ...TRIVIA_CHAMPIONS_LEAGUE,
  ...TRIVIA_PREMIER_LEAGUE,
  ...TRIVIA_PLAYERS,
  ...TRIVIA_RECORDS,
  ...TRIVIA_RECENT_EVENTS,
]
