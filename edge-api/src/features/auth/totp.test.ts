import assert from 'node:assert/strict'
import { base32Decode, base32Encode, counterAt, matchTotp, newTotpSecret, otpauthUri, totpCode } from './totp.ts'

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'))

Deno.test('protects behaviour: TOTP codes match the RFC 6238 test vectors (SHA-1, 8 digits)', () => {
  const vectors: Array<[number, string]> = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ]
  for (const [seconds, code] of vectors) assert.equal(totpCode(RFC_SECRET, counterAt(seconds * 1000), 8), code, `T=${seconds}`)
})

Deno.test('protects behaviour: a code is accepted one step either side of now, never further, and never twice', () => {
  const secret = newTotpSecret()
  const at = 1_800_000_000_000
  const now = counterAt(at)
  assert.equal(matchTotp(secret, totpCode(secret, now), at, null), now)
  assert.equal(matchTotp(secret, totpCode(secret, now - 1), at, null), now - 1)
  assert.equal(matchTotp(secret, totpCode(secret, now + 1), at, null), now + 1)
  assert.equal(matchTotp(secret, totpCode(secret, now - 2), at, null), null)
  assert.equal(matchTotp(secret, totpCode(secret, now), at, now), null, 'replayed')
  assert.equal(matchTotp(secret, 'abcdef', at, null), null)
  assert.equal(matchTotp(secret, '1234567', at, null), null)
})

Deno.test('protects behaviour: secrets are 160 random bits in base32, and the otpauth link names PitchPath and the account', () => {
  const secret = newTotpSecret()
  assert.match(secret, /^[A-Z2-7]{32}$/)
  assert.equal(base32Decode(secret).length, 20)
  assert.notEqual(newTotpSecret(), secret)
  assert.equal(
    otpauthUri(secret, 'sam@example.com'),
    `otpauth://totp/PitchPath%3Asam%40example.com?secret=${secret}&issuer=PitchPath&algorithm=SHA1&digits=6&period=30`,
  )
})
