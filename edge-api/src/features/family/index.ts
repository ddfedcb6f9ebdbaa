// The area's routes and their documentation, as app.ts mounts them.
export * from './child-data.routes.ts'
export * from './child-goals.routes.ts'
export * from './family-consent.routes.ts'
export * from './family-invites.routes.ts'
export * from './family-members.routes.ts'
export * from './family-report.routes.ts'
export * from './family.routes.ts'
