import { randomBytes } from 'node:crypto'
import { and, desc, eq, getTableName, lte, ne, notInArray, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { familyAccounts, sessions, users } from '../../db/schema/index.ts'
import { SESSION_TTL_MS } from '../../http/session-cookie.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { userFromJson, wireUserJson } from '../account/public.ts'
import { hashToken } from './tokens.ts'

type Handle = Db | Tx

/**
 * The most sessions one account keeps: a family's phones, tablets and laptops and a few school or
 * club computers. Past it, a sign-in ends the session least recently used, so the session list
 * (Account and Privacy) and everything that reads an account's sessions stay small however often
 * it signs in (docs/decisions/121-an-account-keeps-at-most-20-sessions.md).
 */
export const MAX_SESSIONS_PER_ACCOUNT = 20

/**
 * A new session row; `userAgent` (cut to 200 characters) names the device in the session list.
 * The account's ended sessions go with it, and any beyond MAX_SESSIONS_PER_ACCOUNT, oldest use first.
 */
export async function insertSession(
  tx: Handle,
  token: string,
  userId: string,
  now: number,
  userAgent: string | null = null,
): Promise<void> {
  await tx.insert(sessions).values({
    id: hashToken(token),
    publicId: randomBytes(16).toString('hex'),
    userAgent: userAgent?.slice(0, 200) ?? null,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_TTL_MS,
  })
  const kept = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)).limit(MAX_SESSIONS_PER_ACCOUNT)
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), notInArray(sessions.id, kept))))
}

/**
 * One read per authenticated request: the session and its user together, as three cells. Only the
 * session columns the middleware needs, and the user as one JSON cell (wireUserJson): @libsql/client
 * converts each cell at a cost (~10 µs under Deno, docs/benchmarks.md).
 */
export async function findSession(db: Handle, sessionId: string): Promise<{ expiresAt: number; lastSeenAt: number; user: User } | null> {
  const found = await sessionLookup(db).get({ id: sessionId })
  return found ? { expiresAt: found.expiresAt, lastSeenAt: found.lastSeenAt, user: userFromJson(found.user) } : null
}

/**
 * Every table findSession reads (the user's hasFamily comes from family_accounts). A cached session
 * stays good until one of these is written; session-tables.test.ts checks that no cascade or
 * trigger from another table can change them unseen.
 */
export const SESSION_TABLES = [sessions, users, familyAccounts].map((table) => getTableName(table))

// Built once per handle and reused: building this select took longer than running it (~150 µs
// against ~40 µs here), and it runs on every signed-in request.
const lookups = new WeakMap<Handle, ReturnType<typeof buildSessionLookup>>()
function buildSessionLookup(db: Handle) {
  return db
    .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt, user: wireUserJson })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare()
}
function sessionLookup(db: Handle) {
  let lookup = lookups.get(db)
  if (!lookup) lookups.set(db, lookup = buildSessionLookup(db))
  return lookup
}

/** Rolling expiry: an active person stays signed in; 30 days without a visit ends the session. */
export async function extendSession(tx: Handle, sessionId: string, now: number): Promise<void> {
  await tx.update(sessions).set({ lastSeenAt: now, expiresAt: now + SESSION_TTL_MS }).where(eq(sessions.id, sessionId))
}

export async function deleteSession(tx: Handle, sessionId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Signs a person out everywhere, or everywhere but the session in `keep` (after a password change). */
export async function deleteUserSessions(tx: Handle, userId: string, keep?: string): Promise<void> {
  await tx.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
}
