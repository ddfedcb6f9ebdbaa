import { Hono } from 'hono'
import { OkResponse } from '@app/shared/schemas/auth.ts'
import { DeleteAccountRequest } from '@app/shared/schemas/auth.ts'
import type { AppDeps } from '../../app-deps.ts'
import { confirmPassword } from '../auth/public.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { requireUser } from '../auth/public.ts'
import { clearSessionCookie } from '../../http/session-cookie.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { deleteAccount, downloadPersonalData } from './account-deletion.ts'
import { attachment } from './attachment.ts'
import { recentSecondFactor } from '../auth/public.ts'

const doc = { tag: 'me', auth: true } as const

export const accountDataDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/me/export',
    summary: 'Everything stored about the caller, as a JSON download (secrets left out)',
    success: { status: 200, description: 'The data, as an attachment' },
    errors: [401],
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/me',
    summary: 'Delete the account and every row that names the caller, in one transaction; asks for the password again',
    body: DeleteAccountRequest,
    success: { status: 200, description: 'Deleted; the session cookie is cleared', schema: OkResponse },
    errors: [400, 401, 403, 409, 429],
  },
]

/** Data rights (docs/features/account-and-security.md#data-rights): the caller's own data only; the id always comes from the session. */
export function accountDataRoutes(deps: AppDeps) {
  const signedIn = [deps.session, requireUser] as const
  const stepUp = recentSecondFactor(deps)
  return new Hono<SignedInEnv>()
    .get('/export', ...signedIn, async (c) => {
      const data = await downloadPersonalData(deps, c.var.user.id)
      return attachment(c, data, deps.now())
    })
    .delete('/', ...signedIn, valid('json', DeleteAccountRequest), stepUp, async (c) => {
      await confirmPassword(deps, c, c.var.user.email, c.req.valid('json').password)
      await deleteAccount(deps, c.var.user.id)
      clearSessionCookie(c, deps.config.secureCookies)
      return c.json(OkResponse.parse({ ok: true }))
    })
}
