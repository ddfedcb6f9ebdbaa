import assert from 'node:assert/strict'
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import type { DecisionOption, DecisionScenario, ProScenario } from '@app/shared/domain/games/content.ts'
import { SCENARIO_DIFFICULTIES, SCENARIO_RULES, TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from '@app/shared/domain/games/game-catalogue.ts'
import { DECISION_SCENARIOS, PRO_SCENARIO_BY_ID, PRO_SCENARIOS, QUESTION_BY_ID, SCENARIO_BY_ID, TRIVIA_QUESTIONS } from './index.ts'

const ALL_SCENARIOS: readonly (DecisionScenario | ProScenario)[] = [...DECISION_SCENARIOS, ...PRO_SCENARIOS]

/** Every string inside a value, with its path, so a blank field anywhere is reported by name. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
  return []
}

function assertUniqueIds(items: readonly { id: string }[], what: string) {
  const ids = items.map((i) => i.id)
  assert.equal(new Set(ids).size, ids.length, `duplicate ${what} id in ${ids.join(', ')}`)
}

Deno.test('protects behaviour: Decision Drill has 15 scenarios, five for each age group, in every difficulty', () => {
  assert.equal(DECISION_SCENARIOS.length, 15)
  for (const group of AGE_GROUPS) assert.equal(DECISION_SCENARIOS.filter((s) => s.ageGroup === group).length, 5, group)
  for (const difficulty of SCENARIO_DIFFICULTIES) assert.ok(DECISION_SCENARIOS.some((s) => s.difficulty === difficulty), difficulty)
})

Deno.test('protects behaviour: Pro Soccer IQ has at least 8 scenarios, enough for a play of five', () => {
  assert.ok(PRO_SCENARIOS.length >= 8, `${PRO_SCENARIOS.length} pro scenarios`)
})

Deno.test('protects behaviour: trivia has 26 questions covering every category (3+ each) and difficulty (6+ each)', () => {
  assert.equal(TRIVIA_QUESTIONS.length, 26)
  for (const category of TRIVIA_CATEGORIES) assert.ok(TRIVIA_QUESTIONS.filter((q) => q.category === category).length >= 3, category)
  for (const difficulty of TRIVIA_DIFFICULTIES) {
    assert.ok(TRIVIA_QUESTIONS.filter((q) => q.difficulty === difficulty).length >= 6, difficulty)
  }
})

Deno.test('protects behaviour: ids are unique within each collection and every item can be looked up by id', () => {
  assertUniqueIds(DECISION_SCENARIOS, 'scenario')
  assertUniqueIds(PRO_SCENARIOS, 'pro scenario')
  assertUniqueIds(TRIVIA_QUESTIONS, 'question')
  for (const s of DECISION_SCENARIOS) assert.equal(SCENARIO_BY_ID.get(s.id), s)
  for (const s of PRO_SCENARIOS) assert.equal(PRO_SCENARIO_BY_ID.get(s.id), s)
  for (const q of TRIVIA_QUESTIONS) assert.equal(QUESTION_BY_ID.get(q.id), q)
  assert.equal(SCENARIO_BY_ID.size + PRO_SCENARIO_BY_ID.size + QUESTION_BY_ID.size, ALL_SCENARIOS.length + TRIVIA_QUESTIONS.length)
})

Deno.test('protects behaviour: every scenario keeps the time, option-count and points rules', () => {
  const { timeLimit, options, optionPoints } = SCENARIO_RULES
  for (const s of ALL_SCENARIOS) {
    assert.ok(
      Number.isInteger(s.timeLimit) && s.timeLimit >= timeLimit.min && s.timeLimit <= timeLimit.max,
      `${s.id} time limit ${s.timeLimit}`,
    )
    assert.ok(s.options.length >= options.min && s.options.length <= options.max, `${s.id} has ${s.options.length} options`)
    assertUniqueIds(s.options, `${s.id} option`)
    for (const o of s.options as DecisionOption[]) {
      assert.ok(
        Number.isInteger(o.points) && o.points >= optionPoints.min && o.points <= optionPoints.max,
        `${s.id}/${o.id} points ${o.points}`,
      )
    }
  }
})

Deno.test('protects behaviour: each scenario has exactly one optimal option, and it scores strictly the most', () => {
  for (const s of ALL_SCENARIOS) {
    const options: DecisionOption[] = s.options
    const optimal = options.filter((o) => o.isOptimal)
    assert.equal(optimal.length, 1, `${s.id} has ${optimal.length} optimal options`)
    for (const o of options) {
      if (!o.isOptimal) assert.ok(o.points < optimal[0]!.points, `${s.id}/${o.id} scores as much as the optimal option`)
    }
  }
})

Deno.test('protects behaviour: the best option is worth 10, 12 or 15 points by difficulty, so harder scenarios pay more', () => {
  const best = { beginner: 10, intermediate: 12, advanced: 15 } as const
  for (const s of ALL_SCENARIOS) {
    const options: DecisionOption[] = s.options
    assert.equal(Math.max(...options.map((o) => o.points)), best[s.difficulty], s.id)
  }
})

Deno.test('protects behaviour: the optimal option is not always in the same position', () => {
  const positions = new Set(ALL_SCENARIOS.map((s) => (s.options as DecisionOption[]).findIndex((o) => o.isOptimal)))
  assert.ok(positions.size > 1)
})

Deno.test('protects behaviour: every pro option says what level it is, why, what happens and how risky it is', () => {
  for (const s of PRO_SCENARIOS) {
    for (const o of s.options) {
      for (const field of ['proLevel', 'reasoning', 'outcome'] as const) assert.ok(o[field].trim().length > 0, `${s.id}/${o.id} ${field}`)
      assert.ok(['low', 'medium', 'high'].includes(o.risk), `${s.id}/${o.id} risk ${o.risk}`)
    }
  }
})

Deno.test('protects behaviour: trivia questions have four distinct options and a valid right answer that moves around', () => {
  for (const q of TRIVIA_QUESTIONS) {
    assert.equal(q.options.length, 4, q.id)
    assert.equal(new Set(q.options.map((o) => o.trim().toLowerCase())).size, 4, `${q.id} repeats an option`)
    assert.ok(Number.isInteger(q.correctAnswer) && q.correctAnswer >= 0 && q.correctAnswer <= 3, `${q.id} correctAnswer ${q.correctAnswer}`)
    if (q.year !== undefined) assert.ok(Number.isInteger(q.year) && q.year >= 1850 && q.year <= 2030, `${q.id} year ${q.year}`)
  }
  const positions = new Set(TRIVIA_QUESTIONS.map((q) => q.correctAnswer))
  assert.equal(positions.size, 4, 'every answer position is used')
})

Deno.test('protects behaviour: no text field anywhere in the content is blank', () => {
  const all = [...strings(DECISION_SCENARIOS, 'scenarios'), ...strings(PRO_SCENARIOS, 'pro'), ...strings(TRIVIA_QUESTIONS, 'trivia')]
  const blank = all.filter(([, text]) => text.trim() === '').map(([path]) => path)
  assert.deepEqual(blank, [])
})
