// The area's routes and their documentation, as app.ts mounts them.
export * from './teams.routes.ts'
export * from './teams.docs.ts'
