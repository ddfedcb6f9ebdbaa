import type { Database } from '../../db/client.ts'
import { databaseTrouble } from '../../db/errors.ts'
import { repeated, runFixed } from '../../db/fixed-sql.ts'
import { timeOrderedId } from '../../db/time-ordered-id.ts'
import { audit } from './family.queries.ts'

/** One view of a member's page by someone else (ADR 125). */
export type MemberView = { familyId: string; actorId: string; subjectId: string }

// One row's placeholders: (id, family_id, parent_id, child_id, action_type, metadata, created_at).
const viewRows = repeated(
  'insert into family_audit_log (id, family_id, parent_id, child_id, action_type, metadata, created_at) values ',
  ['(', ', ', ', ', ', ', ', ', ', ', ', ', ')'],
  '',
)
/** Rows a statement takes at most: 7 parameters each, far under SQLite's limit. */
const ROWS_PER_STATEMENT = 500

/**
 * Writes the `view_goals` row of each member-page view, and resolves once it is saved (ADR 125): the
 * page is answered only then. The views that arrive while the writer is busy share one statement,
 * the way group commit lets them share a COMMIT (db/group-commit.ts): one transaction, one
 * multi-row insert, instead of a savepoint, an insert and a release each. A batch refused for its
 * rows (a family removed meanwhile, whose key no longer exists) is written again row by row, so
 * only the view whose row cannot be saved fails; a database that cannot be written fails them all.
 */
export function viewAuditor(database: Database) {
  let open: { views: { view: MemberView; at: number }[]; saved: Promise<void> } | null = null
  return (view: MemberView, at: number): Promise<void> => {
    let batch = open
    if (!batch) {
      const started: NonNullable<typeof open> = { views: [], saved: Promise.resolve() }
      started.saved = database.transaction(async (tx) => {
        // Views from here on go into the next batch; this one is written as it stands.
        if (open === started) open = null
        for (let i = 0; i < started.views.length; i += ROWS_PER_STATEMENT) {
          const rows = started.views.slice(i, i + ROWS_PER_STATEMENT)
          await runFixed(tx, {
            strings: viewRows(rows.length),
            params: rows.flatMap((
              { view, at },
            ) => [timeOrderedId(at), view.familyId, view.actorId, view.subjectId, 'view_goals', '{}', at]),
          })
        }
      })
      open = batch = started
    }
    batch.views.push({ view, at })
    const shared = batch
    return shared.saved.catch((error) => {
      if (shared.views.length === 1 || databaseTrouble(error)) throw error
      return database.transaction((tx) => audit(tx, { ...view, action: 'view_goals' }, at))
    })
  }
}
