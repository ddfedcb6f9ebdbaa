/** The approval token rides in the URL hash (#token=…), so it never reaches a server log. */
export function consentTokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')
  return token && /^[\w-]{20,100}$/.test(token) ? token : null
}
