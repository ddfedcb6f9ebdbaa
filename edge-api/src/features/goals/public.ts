// What other areas, the app's wiring and the jobs may use from this area; nothing else here is imported from outside.
export * from './goal-edit.ts'
export * from './goals.queries.ts'
export { saveWizardPlan } from './wizard-plan.ts'
