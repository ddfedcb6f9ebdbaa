import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { CLIENT_ERROR_KINDS } from '@app/shared/domain/client-errors.ts'

/**
 * Errors from browsers, counted (docs/features/platform.md, "Errors from browsers"): one row per
 * remote ('shell' or a remote's package), deployed version, kind, error (its fingerprint) and
 * window of time. A report identical to one already kept in its window adds to `count`, so a
 * broken release that throws on every page grows a number, not the table; windows let a period be
 * compared with another (a canary version against the current one). No person is named: the
 * message and stack are scrubbed, and neither account nor address is kept.
 */
export const clientErrorReports = sqliteTable(
  'client_error_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    kind: text('kind', { enum: CLIENT_ERROR_KINDS }).notNull(),
    /** sha-256 of errorFingerprintSource (shared/src/domain/client-errors.ts), 32 hex digits. */
    fingerprint: text('fingerprint').notNull(),
    /** Epoch ms at which the row's window starts (a multiple of the window length). */
    windowStart: integer('window_start').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    count: integer('count').notNull(),
    firstSeen: integer('first_seen').notNull(),
    lastSeen: integer('last_seen').notNull(),
  },
  (t) => [
    uniqueIndex('client_error_reports_key_idx').on(t.remote, t.version, t.kind, t.fingerprint, t.windowStart),
    index('client_error_reports_window_idx').on(t.windowStart),
  ],
)

/**
 * Page loads per remote version, counted (docs/features/platform.md, "Automatic rollback"): the
 * denominator of a version's error rate. One row per remote, version and window of the same length
 * as the error reports' windows, so both can be compared over the same period; a load adds to
 * `count`. Nothing names a person or a page.
 */
export const remoteLoads = sqliteTable(
  'remote_loads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** Epoch ms at which the row's window starts (a multiple of the window length). */
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    uniqueIndex('remote_loads_key_idx').on(t.remote, t.version, t.windowStart),
    index('remote_loads_window_idx').on(t.windowStart),
  ],
)
