// The area's routes and their documentation, as app.ts mounts them.
export * from './auth.routes.ts'
export * from './password-reset.routes.ts'
