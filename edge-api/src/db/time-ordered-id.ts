/**
 * A UUID version 7 (RFC 9562): the time in milliseconds, then 74 random bits. Rows keyed by it are
 * appended at the end of their primary-key index instead of at a random place in it.
 */
export function timeOrderedId(at: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let time = Math.floor(at)
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256
    time = Math.floor(time / 256)
  }
  bytes[6] = 0x70 | (bytes[6]! & 0x0f)
  bytes[8] = 0x80 | (bytes[8]! & 0x3f)
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
