import * as z from 'zod/mini'
import { CurrentPassword as Password, SecondFactorCode } from './auth.ts'

export const TwoFactorSetupRequest = z.strictObject({ password: Password })
export const TwoFactorCodeRequest = z.strictObject({ code: SecondFactorCode })
export const TwoFactorDisableRequest = z.strictObject({ password: Password, code: SecondFactorCode })
export type TwoFactorCodeRequest = z.input<typeof TwoFactorCodeRequest>

export const TwoFactorStatusResponse = z.object({ enabled: z.boolean(), recovery_codes_left: z.int(), available: z.boolean() })
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponse>
export const TwoFactorSetupResponse = z.object({ secret: z.string(), otpauth_uri: z.string() })
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>
export const RecoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) })
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>

export const SessionView = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  device: z.string(),
  current: z.boolean(),
})
export type SessionView = z.infer<typeof SessionView>
export const SessionListResponse = z.object({ sessions: z.array(SessionView) })
export type SessionListResponse = z.infer<typeof SessionListResponse>
export const SessionIdParams = z.strictObject({ id: z.string().check(z.regex(/^[0-9a-f]{32}$/)) })
