import { createAsyncThunk } from '@app/shared/redux/index.ts'
import { api } from '@app/shared/api-client/api.ts'
import { type ApiErrorInfo, toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import type { SignInRequest } from '@app/shared/schemas/auth.ts'
import type { SignUpWithTimeZoneRequest } from '@app/shared/schemas/time-zone.ts'
import type { AwaitingConsentResponse, SessionResponse, User, UserResponse } from '@app/shared/schemas/user.ts'

type Rejected = { rejectValue: ApiErrorInfo }

/** GET /api/auth/session: the signed-in user, or null when the browser has no valid session. */
export const loadSession = createAsyncThunk<User | null, void, Rejected>('session/load', async (_, { rejectWithValue }) => {
  try {
    return (await api.get<SessionResponse>('/auth/session')).user
  } catch (err) {
    return rejectWithValue(toApiErrorInfo(err, AUTH_MESSAGES.genericError))
  }
})

/** POST /api/auth/sign-in. Rejects with the server's code, message and field errors. */
export const signIn = createAsyncThunk<User, SignInRequest, Rejected>('session/signIn', async (body, { rejectWithValue }) => {
  try {
    return (await api.post<UserResponse>('/auth/sign-in', body)).user
  } catch (err) {
    return rejectWithValue(toApiErrorInfo(err, AUTH_MESSAGES.loginFailed))
  }
})

/**
 * POST /api/auth/sign-up (the server signs the new account in). A player under 13 is not signed in:
 * the account waits for a parent's approval, which rejects with CONSENT_REQUIRED and the message to show.
 */
export const signUp = createAsyncThunk<User, SignUpWithTimeZoneRequest, Rejected>('session/signUp', async (body, { rejectWithValue }) => {
  try {
    const answer = await api.post<UserResponse | AwaitingConsentResponse>('/auth/sign-up', body)
    if (answer.user === null)
      return rejectWithValue({ status: 202, code: 'CONSENT_REQUIRED', message: answer.awaiting_consent.message, fields: {} })
    return answer.user
  } catch (err) {
    return rejectWithValue(toApiErrorInfo(err, AUTH_MESSAGES.registrationFailed))
  }
})

/** POST /api/auth/sign-out. The page forgets the user even if the request fails. */
export const signOut = createAsyncThunk<void, void, Rejected>('session/signOut', async (_, { rejectWithValue }) => {
  // This device's push reminders were that account's: they stop with it (docs/features/notifications.md, "Push").
  // Loaded here, not with the page: only a sign-out needs it, and nothing in it may stop the sign-out.
  await import('@app/shared/push/device-push.ts').then((push) => push.forgetDevicePushOnSignOut()).catch(() => undefined)
  try {
    await api.post<void>('/auth/sign-out')
  } catch (err) {
    return rejectWithValue(toApiErrorInfo(err, AUTH_MESSAGES.genericError))
  }
})
