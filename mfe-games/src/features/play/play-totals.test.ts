import { describe, expect, it } from 'vitest'
import type { Feedback, FinishPlayResponse, Play } from '@app/shared/schemas/games.ts'
import { playTotals } from './play-totals.ts'

const question = (id: string, points: number) => ({
  id,
  question: `${id}?`,
  options: ['a', 'b', 'c', 'd'],
  category: 'Records' as const,
  difficulty: 'Easy' as const,
  points,
})
const trivia: Play = {
  id: null,
  game_id: 'soccer-trivia',
  age_group: '13-17',
  started_at: '2026-11-23T10:00:00.000Z',
  time_limit_seconds: 600,
  item_count: 3,
  scenarios: [],
  reaction: null,
  questions: [question('q1', 5), question('q2', 8), question('q3', 12)],
}
const answered = (id: string, points: number, max: number): Feedback => ({
  kind: 'question',
  item_id: id,
  chosen_index: 0,
  correct_index: 0,
  too_fast: false,
  points,
  max_points: max,
  explanation: '',
  year: 2022,
  competition: 'FIFA World Cup',
})

describe('playTotals', () => {
  it('adds up the server feedback and counts an unanswered question at its full value when the clock ends a play', () => {
    expect(playTotals(trivia, [answered('q1', 5, 5), answered('q2', 0, 8), null], null)).toEqual({
      score: 5,
      maxScore: 25,
      percent: 20,
      saved: false,
    })
  })

  it('shows the saved result from the server over anything added up on the page', () => {
    const finished = { result: { score: 13, max_score: 25, percent: 52 } } as FinishPlayResponse
    expect(playTotals(trivia, [answered('q1', 5, 5), answered('q2', 8, 8), null], finished)).toEqual({
      score: 13,
      maxScore: 25,
      percent: 52,
      saved: true,
    })
  })
})
