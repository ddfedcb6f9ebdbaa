/** Minimum password length (docs/features/account-and-security.md). */
export const PASSWORD_MIN_LENGTH = 6
/** Password reset links stop working after one hour (docs/features/account-and-security.md). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
/** The marker a reset link carries in its URL hash ("recovery marker"). */
export const RECOVERY_MARKER = 'type=recovery'

/** Builds the reset link mailed to a person; the token rides in the hash so it never reaches a server log. */
export function resetLink(origin: string, token: string): string {
  return `${origin}/app/reset-password#${RECOVERY_MARKER}&token=${encodeURIComponent(token)}`
}

/** Reads the token from a reset link's hash; null when the recovery marker or token is missing. */
export function readRecoveryToken(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  if (params.get('type') !== 'recovery') return null
  const token = params.get('token')
  return token && token.length > 0 ? token : null
}
