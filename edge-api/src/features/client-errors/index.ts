// The area's routes and their documentation, as app.ts mounts them.
export * from './client-errors.routes.ts'
