// The area's routes and their documentation, as app.ts mounts them.
export * from './achievements.routes.ts'
export * from './daily-challenge.routes.ts'
export * from './games.routes.ts'
