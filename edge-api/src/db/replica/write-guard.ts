/**
 * Why replicas cannot lose each other's writes. Turso sync pushes a replica's row changes to the
 * primary, and a row pushed later simply replaces the one pushed before ("last push wins"): two
 * instances adding XP to the same player from the same starting total would each push their own
 * total and one session's XP would vanish.
 *
 * So every write transaction on a replica first advances one counter, the write clock. When the
 * change is pushed, that update is rewritten into a compare-and-set: it applies only if the
 * primary's clock still holds the value this replica started from. If another instance pushed in
 * between, the statement fails (SQLite has no RAISE outside triggers, so an integer overflow is the
 * error), the primary applies none of the push, and the instance starts again from a fresh copy.
 * The primary thus takes writes one after another, each computed on exactly the state it replaces.
 */
import type { DatabaseRowMutation, DatabaseRowTransformResult } from '@tursodatabase/sync'

export const WRITE_CLOCK_TABLE = '_write_clock'

/** Created on the primary before any replica connects. */
export const WRITE_CLOCK_DDL = [
  `CREATE TABLE IF NOT EXISTS ${WRITE_CLOCK_TABLE} (id INTEGER PRIMARY KEY NOT NULL, version INTEGER NOT NULL)`,
  `INSERT OR IGNORE INTO ${WRITE_CLOCK_TABLE} (id, version) VALUES (1, 0)`,
]

/** The first statement of every write transaction on a replica. */
export const ADVANCE_WRITE_CLOCK = `UPDATE ${WRITE_CLOCK_TABLE} SET version = version + 1 WHERE id = 1`

/**
 * The clock a copy holds. It only moves forward and every acknowledged write moved it, so it is also
 * the token of read-your-writes (docs/cluster.md): a copy whose clock has reached a write's value
 * holds that write.
 */
export const READ_WRITE_CLOCK = `SELECT version FROM ${WRITE_CLOCK_TABLE} WHERE id = 1`

const COMPARE_AND_SET = `UPDATE ${WRITE_CLOCK_TABLE}
  SET version = CASE WHEN version = ? THEN ? ELSE abs(-9223372036854775808) END WHERE id = 1`

/** The push transform: the clock's update becomes a compare-and-set; every other change goes as it is. */
export function guardWriteClock(mutation: DatabaseRowMutation): DatabaseRowTransformResult {
  if (mutation.tableName !== WRITE_CLOCK_TABLE || mutation.changeType !== 'update') return null
  return { operation: 'rewrite', stmt: { sql: COMPARE_AND_SET, values: [mutation.before!.version, mutation.after!.version] } }
}

/** True when a push failed because another instance wrote first. */
export function isWriteConflict(error: unknown): boolean {
  return error instanceof Error && error.message.includes('integer overflow')
}
