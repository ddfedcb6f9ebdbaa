import { desc, eq } from 'drizzle-orm'
import type { App } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { outboxMails } from '../../db/schema/index.ts'
import { call, sessionToken, signUp, SITE } from '../../test-support/test-app.ts'

export type Person = { token: string; id: string; email: string }

export function parentSignUp(email: string, first = 'Sam') {
  // The same password the test sign-up helper uses for a parent approving a child under 13.
  return { email, password: 'parent-123', first_name: first, last_name: 'Lopez', accountType: 'parent' }
}

export async function signUpParent(app: App, email: string, first = 'Sam'): Promise<Person> {
  const res = await call(app, 'POST', '/api/auth/sign-up', { body: parentSignUp(email, first), origin: SITE })
  if (res.status !== 201) throw new Error(`parent sign-up failed: ${res.status} ${await res.text()}`)
  const { user } = await res.json()
  return { token: sessionToken(res)!, id: user.id, email: user.email }
}

export function signUpChild(app: App, email: string, age: number, first = 'Kid'): Promise<Person> {
  return signUp(app, { email, age, first_name: first, parentEmail: 'sam@example.com' })
}

export const post = (app: App, path: string, token: string | null, body?: unknown) => call(app, 'POST', path, { token, body, origin: SITE })
export const patch = (app: App, path: string, token: string | null, body?: unknown) =>
  call(app, 'PATCH', path, { token, body, origin: SITE })
export const del = (app: App, path: string, token: string | null) => call(app, 'DELETE', path, { token, origin: SITE })
export const get = (app: App, path: string, token: string | null) => call(app, 'GET', path, { token })

/** The newest code mailed to an address (the development outbox is the child's mailbox here). */
export async function mailedCode(database: Database, to: string, pattern: RegExp): Promise<string> {
  const [mail] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, to)).orderBy(desc(outboxMails.sentAt)).limit(1)
  const match = mail?.text.match(pattern)
  if (!match) throw new Error(`no code mailed to ${to}`)
  return match[1]!
}
export const LINK_CODE = /verification code: (\d{6})/
export const INVITE_CODE = /invitation code: ([A-Z2-9]{8})/

export async function createFamily(app: App, admin: Person, name = 'Lopez Family'): Promise<string> {
  const res = await post(app, '/api/family', admin.token, { family_name: name })
  if (res.status !== 201) throw new Error(`create family failed: ${res.status} ${await res.text()}`)
  return (await res.json()).family.id
}

/** The whole link flow: the admin asks, the child reads the mail, verifies and accepts. Returns the member id. */
export async function linkChild(
  app: App,
  database: Database,
  admin: Person,
  child: Person,
  permission_level = 'view_only',
): Promise<string> {
  const sent = await post(app, '/api/family/link-requests', admin.token, { child_email: child.email, permission_level })
  if (sent.status !== 201) throw new Error(`link request failed: ${sent.status} ${await sent.text()}`)
  const code = await mailedCode(database, child.email, LINK_CODE)
  const verified = await post(app, '/api/family/link-requests/verify', child.token, { code })
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`)
  const { request } = await verified.json()
  const accepted = await post(app, `/api/family/link-requests/${request.id}/accept`, child.token)
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`)
  const { family } = await accepted.json()
  return family.my_member_id
}

/** A guardian joins with an invitation. Returns the member id. */
export async function inviteGuardian(app: App, database: Database, admin: Person, guardian: Person): Promise<string> {
  const sent = await post(app, '/api/family/invitations', admin.token, { email: guardian.email, relationship: 'guardian' })
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${await sent.text()}`)
  const code = await mailedCode(database, guardian.email, INVITE_CODE)
  const joined = await post(app, '/api/family/invitations/accept', guardian.token, { code: code.toLowerCase() })
  if (joined.status !== 200) throw new Error(`accept invitation failed: ${joined.status} ${await joined.text()}`)
  return (await joined.json()).family.my_member_id
}
