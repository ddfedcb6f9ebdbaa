// The area's routes and their documentation, as app.ts mounts them.
export * from './goal-templates.routes.ts'
export * from './goals.routes.ts'
