export * from './users.ts'
export * from './sessions.ts'
export * from './outbox.ts'
export * from './family.ts'
