// What other areas, the app's wiring and the jobs may use from this area; nothing else here is imported from outside.
export * from './player-report.ts'
export * from './progress-state.ts'
export * from './progress-writes.ts'
export * from './client-actions.ts'
