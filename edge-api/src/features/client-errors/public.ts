// What other parts of the API may use from browsers' error reports (the scheduled pruning).
export { pruneClientErrorReports } from './client-errors.queries.ts'
