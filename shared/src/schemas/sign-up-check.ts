// The sign-up rules as a form applies them, used by the auth screen (shell) and by the goal wizard's
// account step (mfe-goals): one copy, so both show the same messages for the same input.
import type { SignUpAccountType } from '../domain/account.ts'
import { AUTH_MESSAGES } from '../domain/messages/auth.ts'
import { SignUpForm } from './auth.ts'
import { fieldErrors } from './error.ts'
import type { SignUpWithTimeZoneRequest } from './time-zone.ts'

/** The sign-up form as typed: every input is a string until validation. */
export type SignUpValues = {
  accountType: SignUpAccountType
  first_name: string
  last_name: string
  email: string
  password: string
  confirmPassword: string
  age: string
  parentEmail: string
}

export const EMPTY_SIGN_UP: SignUpValues = {
  accountType: 'player',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirmPassword: '',
  age: '',
  parentEmail: '',
}

export type SignUpCheck = { ok: true; request: SignUpWithTimeZoneRequest } | { ok: false; errors: Record<string, string[]> }

/**
 * Validates the typed values with the shared SignUpForm rules and builds the request body. Age and
 * parent email are dropped for parents (players only); the browser's time zone rides along.
 */
export function checkSignUp(values: SignUpValues, timeZone?: string): SignUpCheck {
  const isPlayer = values.accountType === 'player'
  const age = values.age.trim() === '' ? undefined : Number(values.age)
  const parsed = SignUpForm.safeParse({
    ...values,
    age: isPlayer ? age : undefined,
    parentEmail: isPlayer ? values.parentEmail : undefined,
  })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues)
    // zod skips the match check while other fields fail; say it now rather than on the next submit.
    if (values.confirmPassword !== values.password && !errors.confirmPassword) errors.confirmPassword = [AUTH_MESSAGES.passwordsDoNotMatch]
    return { ok: false, errors }
  }
  const { confirmPassword: _confirm, ...request } = parsed.data
  return { ok: true, request: timeZone ? { ...request, timeZone } : request }
}
