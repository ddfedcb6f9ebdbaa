// The area's routes and their documentation, as app.ts mounts them.
export * from './check-ins.routes.ts'
export * from './journey.routes.ts'
export * from './progress.routes.ts'
export * from './report.routes.ts'
