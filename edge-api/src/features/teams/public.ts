// What other areas, the app's wiring and the jobs may use from this area; nothing else here is imported from outside.
export { assignedDrillsForWeek, isParentOf, weeklyLeague } from './teams.queries.ts'
