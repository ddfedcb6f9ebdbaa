import assert from 'node:assert/strict'
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import type { DecisionOption, DecisionScenario, ProScenario } from '@app/shared/domain/games/content.ts'
import { SCENARIO_DIFFICULTIES, SCENARIO_RULES, TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from '@app/shared/domain/games/game-catalogue.ts'
import { DECISION_SCENARIOS, PRO_SCENARIO_BY_ID, PRO_SCENARIOS, QUESTION_BY_ID, SCENARIO_BY_ID, TRIVIA_QUESTIONS } from './index.ts'
import { PRO_SCENARIOS_PRACTICE } from './pro-scenarios-practice.ts'
import { PRO_SCENARIOS_SCORED } from './pro-scenarios-scored.ts'
import { PRACTICE_ITEMS } from '../play-content.ts'
import { DecisionScenarios, loadContent, TriviaQuestions } from './content-schema.ts'

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

/** Scenarios per age group (docs/features/games.md): enough that a drill of 5 never repeats one of the last 3 drills. */
const MIN_PER_GROUP = { '8-12': 30, '13-17': 30, '18+': 30 } as const

Deno.test('protects behaviour: Decision Drill has at least 30 scenarios for each age group, each group in every difficulty', () => {
  for (const group of AGE_GROUPS) {
    const scenarios = DECISION_SCENARIOS.filter((s) => s.ageGroup === group)
    assert.ok(scenarios.length >= MIN_PER_GROUP[group], `${group}: ${scenarios.length} scenarios`)
    for (const difficulty of SCENARIO_DIFFICULTIES) assert.ok(scenarios.some((s) => s.difficulty === difficulty), `${group} ${difficulty}`)
  }
})

Deno.test('protects behaviour: Pro Soccer IQ has at least 30 scored scenarios and a practice set no scored play draws', () => {
  assert.ok(PRO_SCENARIOS_SCORED.length >= MIN_PRO_SCORED, `${PRO_SCENARIOS_SCORED.length} scored pro scenarios`)
  assert.ok(PRO_SCENARIOS_PRACTICE.length >= 5, 'a whole practice play')
  const scored = new Set(PRO_SCENARIOS_SCORED.map((s) => s.id))
  assert.deepEqual(PRO_SCENARIOS_PRACTICE.filter((s) => scored.has(s.id)).map((s) => s.id), [])
  assert.deepEqual(
    [...PRACTICE_ITEMS.scenarios].sort(),
    PRO_SCENARIOS_PRACTICE.map((s) => s.id).sort(),
    'the practice route serves exactly the practice set',
  )
})
const MIN_PRO_SCORED = 30

/**
 * Fairness (docs/features/games.md): neither an option's length nor its place gives the best one away. For each set,
 * the optimal option may be the longest (or the shortest) in at most its fair share of scenarios (1/n for n
 * options) plus a tolerance, and each position may hold it at most its fair share plus the tolerance.
 * Tolerance: 10 percentage points of the set, and at least one scenario, so a small set can still be balanced.
 */
function fairness(scenarios: readonly (DecisionScenario | ProScenario)[]) {
  let longest = 0, shortest = 0, fairShare = 0
  const atPosition: number[] = [0, 0, 0, 0]
  const fairAtPosition: number[] = [0, 0, 0, 0]
  for (const s of scenarios) {
    const options: DecisionOption[] = s.options
    const n = options.length
    const optimal = options.findIndex((o) => o.isOptimal)
    const length = options[optimal]!.action.length
    const others = options.filter((o) => !o.isOptimal).map((o) => o.action.length)
    // A tie counts against the content: an optimal option as long as the longest still stands out.
    if (length >= Math.max(...others)) longest++
    if (length <= Math.min(...others)) shortest++
    fairShare += 1 / n
    atPosition[optimal]!++
    for (let p = 0; p < n; p++) fairAtPosition[p]! += 1 / n
  }
  const tolerance = Math.max(1, 0.1 * scenarios.length)
  return { longest, shortest, fairShare, atPosition, fairAtPosition, tolerance }
}

const FAIRNESS_SETS: [string, readonly (DecisionScenario | ProScenario)[]][] = [
  ...AGE_GROUPS.map((group): [string, DecisionScenario[]] => [group, DECISION_SCENARIOS.filter((s) => s.ageGroup === group)]),
  ['Pro scored', PRO_SCENARIOS_SCORED],
  ['Pro practice', PRO_SCENARIOS_PRACTICE],
]

Deno.test('protects behaviour: the best option is not given away by being the longest or the shortest, in every set', () => {
  for (const [name, scenarios] of FAIRNESS_SETS) {
    const f = fairness(scenarios)
    const limit = f.fairShare + f.tolerance
    assert.ok(
      f.longest <= limit,
      `${name}: the optimal option is the longest in ${f.longest} of ${scenarios.length} (limit ${limit.toFixed(1)})`,
    )
    assert.ok(
      f.shortest <= limit,
      `${name}: the optimal option is the shortest in ${f.shortest} of ${scenarios.length} (limit ${limit.toFixed(1)})`,
    )
  }
})

Deno.test('protects behaviour: the best option is spread over the positions, in every set', () => {
  for (const [name, scenarios] of FAIRNESS_SETS) {
    const f = fairness(scenarios)
    f.atPosition.forEach((count, p) => {
      const limit = f.fairAtPosition[p]! + f.tolerance
      assert.ok(count <= limit, `${name}: optimal in position ${p + 1} in ${count} of ${scenarios.length} (limit ${limit.toFixed(1)})`)
    })
  }
})

Deno.test('protects behaviour: the fairness check fails content whose best option is always the longest or in one place', () => {
  const option = (id: string, action: string, isOptimal: boolean): DecisionOption => ({
    id,
    action,
    explanation: 'x',
    points: isOptimal ? 10 : 4,
    isOptimal,
  })
  const rigged = Array.from({ length: 10 }, (_, i) => ({
    ...DECISION_SCENARIOS[0]!,
    id: `rigged-${i}`,
    options: [option('a', 'the long, careful and clearly best answer', true), option('b', 'short', false), option('c', 'brief', false)],
  }))
  const f = fairness(rigged)
  assert.ok(f.longest > f.fairShare + f.tolerance)
  assert.ok(f.atPosition[0]! > f.fairAtPosition[0]! + f.tolerance)
})

/** Trivia's size and spread (docs/features/games.md): enough that 5 plays of 8 in a row never repeat a question. */
const TRIVIA_RULES = { min: 200, minCategoryShare: 0.12, minDifficultyShare: 0.15, years: { min: 1863, max: 2026 } } as const

Deno.test('protects behaviour: trivia has at least 200 questions, every category and difficulty holding a fair share', () => {
  const n = TRIVIA_QUESTIONS.length
  assert.ok(n >= TRIVIA_RULES.min, `${n} questions`)
  for (const category of TRIVIA_CATEGORIES) {
    const share = TRIVIA_QUESTIONS.filter((q) => q.category === category).length / n
    assert.ok(share >= TRIVIA_RULES.minCategoryShare, `${category}: ${(share * 100).toFixed(1)}%`)
  }
  for (const difficulty of TRIVIA_DIFFICULTIES) {
    const share = TRIVIA_QUESTIONS.filter((q) => q.difficulty === difficulty).length / n
    assert.ok(share >= TRIVIA_RULES.minDifficultyShare, `${difficulty}: ${(share * 100).toFixed(1)}%`)
  }
})

Deno.test('protects behaviour: every trivia question names its year and source competition, and no question is asked twice', () => {
  const { years } = TRIVIA_RULES
  for (const q of TRIVIA_QUESTIONS) {
    assert.ok(Number.isInteger(q.year) && q.year >= years.min && q.year <= years.max, `${q.id} year ${q.year}`)
    assert.ok(q.competition.trim().length > 0, `${q.id} competition`)
  }
  const texts = TRIVIA_QUESTIONS.map((q) => q.question.trim().toLowerCase())
  assert.deepEqual(texts.filter((t, i) => texts.indexOf(t) !== i), [], 'duplicate question text')
})

/**
 * Fairness (docs/features/games.md): a player who always picks the longest option (one of the longest at
 * random when several tie) or always the same position scores no more than the fair 25% plus 10 points.
 */
Deno.test('protects behaviour: the right answer is not given away by its length or its position', () => {
  const n = TRIVIA_QUESTIONS.length
  const limit = n * (0.25 + 0.1)
  let longest = 0
  const atPosition = [0, 0, 0, 0]
  for (const q of TRIVIA_QUESTIONS) {
    const lengths = q.options.map((o) => o.length)
    const max = Math.max(...lengths)
    if (lengths[q.correctAnswer] === max) longest += 1 / lengths.filter((l) => l === max).length
    atPosition[q.correctAnswer]!++
  }
  assert.ok(longest <= limit, `the longest option is right in ${longest.toFixed(1)} of ${n}`)
  atPosition.forEach((count, p) => assert.ok(count <= limit, `position ${p} is right in ${count} of ${n}`))
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
  }
  const positions = new Set(TRIVIA_QUESTIONS.map((q) => q.correctAnswer))
  assert.equal(positions.size, 4, 'every answer position is used')
})

Deno.test('protects behaviour: no text field anywhere in the content is blank', () => {
  const all = [...strings(DECISION_SCENARIOS, 'scenarios'), ...strings(PRO_SCENARIOS, 'pro'), ...strings(TRIVIA_QUESTIONS, 'trivia')]
  const blank = all.filter(([, text]) => text.trim() === '').map(([path]) => path)
  assert.deepEqual(blank, [])
})

Deno.test('protects behaviour: a content file that breaks the schema stops the API with the file, item and field named', () => {
  const broken = structuredClone(TRIVIA_QUESTIONS.slice(0, 2)) as unknown as Record<string, unknown>[]
  broken[1]!.year = 1700
  assert.throws(() => loadContent('trivia-test.json', TriviaQuestions, broken), /trivia-test\.json is invalid at 1\.year/)
  const extra = structuredClone(DECISION_SCENARIOS.slice(0, 1)) as unknown as Record<string, unknown>[]
  extra[0]!.answer = 'b'
  assert.throws(() => loadContent('drill-test.json', DecisionScenarios, extra), /drill-test\.json is invalid at 0/)
})
