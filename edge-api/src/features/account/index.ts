// The area's routes and their documentation, as app.ts mounts them.
export * from './account-data.routes.ts'
export * from './me.routes.ts'
export * from './security.routes.ts'
export * from './time-zone.routes.ts'
