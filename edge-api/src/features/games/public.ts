// What other areas, the app's wiring and the jobs may use from this area; nothing else here is imported from outside.
export * from './content/index.ts'
export * from './finish-play.ts'
export * from './play-content.ts'
export * from './plays.queries.ts'
