/** What any request can meet, whatever the area: the server's own troubles and malformed requests. */
export const PLATFORM_MESSAGES = {
  databaseUnavailable: 'PitchPath cannot save changes right now. Nothing was changed; please try again later.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  /** A text field holding NUL or another control character (a pasted binary, an attack on logs). */
  controlCharacters: (field: string) => `${field} cannot contain control characters`,
} as const
