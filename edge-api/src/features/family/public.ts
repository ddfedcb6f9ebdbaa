// What other areas, the app's wiring and the jobs may use from this area; nothing else here is imported from outside.
export * from './family-guards.ts'
export * from './family.queries.ts'
export * from './goal-approval-mail.ts'
export * from './goal-approval.queries.ts'
export * from './parental-consent.ts'
export * from './link-code-attempts.ts'
export * from './answer-days.ts'
