/** What any request can meet, whatever the area: the server's own troubles and malformed requests. */
export const PLATFORM_MESSAGES = {
  databaseUnavailable: 'PitchPath cannot save changes right now. Nothing was changed; please try again later.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  /** A replica's push to the primary failed for want of an answer: the change may or may not have landed. */
  primaryUnreachable: 'PitchPath could not confirm this change was saved. Please try again in a moment.',
  /** A server of the cluster could not fetch the caller's own latest change in time (docs/cluster.md). */
  catchingUp: 'Your latest change has not reached this server yet. Nothing was changed; please try again in a moment.',
  /** A text field holding NUL or another control character (a pasted binary, an attack on logs). */
  controlCharacters: (field: string) => `${field} cannot contain control characters`,
} as const
