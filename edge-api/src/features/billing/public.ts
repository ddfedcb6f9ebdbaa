// What other areas, the app's wiring and the jobs may use from this area; nothing else here is imported from outside.
export * from './billing-provider.ts'
export * from './create-billing-provider.ts'
export * from './simulated-provider.ts'
export * from './subscriptions.queries.ts'
