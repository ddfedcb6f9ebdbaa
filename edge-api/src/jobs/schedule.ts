/**
 * A job's schedule in the two forms its two schedulers need: the cron expression Deno.cron takes
 * (five fields, UTC) and the interval the local scheduler ticks by. They must describe the same
 * periods, because the period a run claims (jobs/claim.ts) is the interval's slot whichever
 * scheduler started it: `cronEveryMs` derives the interval from the simple cron forms used here,
 * and `scheduleProblem` refuses a table entry where the two disagree.
 */

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 6 },
] as const

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Why one field of a cron expression is not valid, or null (`*`, `n`, `a-b`, `*\/s`, `a-b/s`, lists of them). */
function fieldProblem(text: string, { name, min, max }: (typeof FIELDS)[number]): string | null {
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part)
    if (!match) return `the ${name} field "${text}" is not a number, range, list or step`
    const [, , from, to, step] = match
    const numbers = [from, to].filter((n) => n !== undefined).map(Number)
    if (numbers.some((n) => n < min || n > max)) return `the ${name} field "${text}" is outside ${min}-${max}`
    if (numbers.length === 2 && numbers[0] > numbers[1]) return `the ${name} field "${text}" runs backwards`
    if (step !== undefined && (Number(step) < 1 || Number(step) > max)) return `the ${name} field "${text}" has a step outside 1-${max}`
  }
  return null
}

/** Why `cron` is not a five-field cron expression Deno.cron accepts, or null. */
export function cronProblem(cron: string): string | null {
  const fields = cron.trim().split(/\s+/)
  if (fields.length !== 5) return `"${cron}" has ${fields.length} fields, not 5 (minute hour day month weekday)`
  for (const [i, field] of fields.entries()) {
    const problem = fieldProblem(field, FIELDS[i])
    if (problem) return problem
  }
  return null
}

/**
 * The fixed interval a cron expression fires at, for the forms a job table uses: every n minutes
 * (`*\/n * * * *`, n dividing 60), hourly (`m * * * *`), every n hours (`m *\/n * * *`, n dividing
 * 24) and daily (`m h * * *`); null for any other (it has no single interval).
 */
export function cronEveryMs(cron: string): number | null {
  if (cronProblem(cron)) return null
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/)
  if (day !== '*' || month !== '*' || weekday !== '*') return null
  const single = /^\d+$/
  const step = /^\*\/(\d+)$/
  const minuteStep = step.exec(minute)
  if (minuteStep && hour === '*') return 60 % Number(minuteStep[1]) === 0 ? Number(minuteStep[1]) * MINUTE : null
  if (!single.test(minute)) return null
  if (hour === '*') return HOUR
  const hourStep = step.exec(hour)
  if (hourStep) return 24 % Number(hourStep[1]) === 0 ? Number(hourStep[1]) * HOUR : null
  return single.test(hour) ? 24 * HOUR : null
}

/** Why a job's cron and interval are not the same schedule, or null. */
export function scheduleProblem(schedule: { cron: string; everyMs: number }): string | null {
  const problem = cronProblem(schedule.cron)
  if (problem) return problem
  const every = cronEveryMs(schedule.cron)
  if (every === null) return `"${schedule.cron}" does not fire at one fixed interval, so no local interval can match it`
  if (every !== schedule.everyMs) {
    return `"${schedule.cron}" fires every ${every / MINUTE} min, but its interval says ${schedule.everyMs / MINUTE} min`
  }
  return null
}

/** The start of the period `at` falls in: periods are the interval's slots counted from the epoch (UTC), as cron's are. */
export const periodStart = (at: number, everyMs: number) => at - (at % everyMs)
