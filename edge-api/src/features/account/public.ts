// What other areas, the app's wiring and the jobs may use from this area; nothing else here is imported from outside.
export * from './account-deletion.ts'
export * from './attachment.ts'
export * from './users.queries.ts'
export * from './callers-day.ts'
