// The area's routes and their documentation, as app.ts mounts them.
export * from './push.routes.ts'
