import { z } from 'zod'
import type { DecisionScenario, ProScenario, TriviaQuestion } from '@app/shared/domain/games/content.ts'
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import { SCENARIO_DIFFICULTIES, SCENARIO_RULES, TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from '@app/shared/domain/games/game-catalogue.ts'

/**
 * The games' content is data (the JSON files beside this module), written by the team and read at
 * start. These schemas are the check between the two: a file that does not match fails the API's
 * start and the content test with the item and field named, and each schema is tied to the domain
 * type, so a change to one without the other is a type error.
 */

const text = z.string().trim().min(1)

const ScenarioContext = z.strictObject({ score: text, time: text, situation: text, player: text, position: text })

const DecisionOption = z.strictObject({
  id: text,
  action: text,
  explanation: text,
  points: z.number().int().min(SCENARIO_RULES.optionPoints.min).max(SCENARIO_RULES.optionPoints.max),
  isOptimal: z.boolean(),
})

const scenarioFields = {
  id: text,
  situation: text,
  description: text,
  difficulty: z.enum(SCENARIO_DIFFICULTIES),
  timeLimit: z.number().int().min(SCENARIO_RULES.timeLimit.min).max(SCENARIO_RULES.timeLimit.max),
  team: text.optional(),
  context: ScenarioContext,
  videoContext: text.optional(),
}

const options = <T extends z.ZodType>(option: T) => z.array(option).min(SCENARIO_RULES.options.min).max(SCENARIO_RULES.options.max)

export const DecisionScenarios: z.ZodType<DecisionScenario[]> = z.array(
  z.strictObject({ ...scenarioFields, ageGroup: z.enum(AGE_GROUPS), options: options(DecisionOption) }),
)

const ProDecisionOption = DecisionOption.extend({ proLevel: text, reasoning: text, outcome: text, risk: z.enum(['low', 'medium', 'high']) })

export const ProScenarios: z.ZodType<ProScenario[]> = z.array(z.strictObject({ ...scenarioFields, options: options(ProDecisionOption) }))

export const TriviaQuestions: z.ZodType<TriviaQuestion[]> = z.array(
  z.strictObject({
    id: text,
    question: text,
    options: z.tuple([text, text, text, text]),
    correctAnswer: z.number().int().min(0).max(3),
    explanation: text,
    category: z.enum(TRIVIA_CATEGORIES),
    difficulty: z.enum(TRIVIA_DIFFICULTIES),
    year: z.number().int().min(1863).max(2026),
    competition: text,
  }),
)

/** `data` checked against `schema`; a mismatch names the file and the item, and the API does not start. */
export function loadContent<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  throw new Error(`Game content ${file} is invalid at ${issue.path.join('.')}: ${issue.message}`)
}
