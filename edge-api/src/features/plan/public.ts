// What other areas may use from the weekly plan; nothing else here is imported from outside.
export { checkPlanSession, markPlanSessionDone, type PlanMarkRefusal } from './this-week.ts'
