import assert from 'node:assert/strict'
import { createSecretBox } from './secret-box.ts'

const KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)))
const OTHER_KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(9)))

Deno.test('protects behaviour: a sealed secret opens only with the same key and the same owner, and never shows in the stored text', async () => {
  const box = createSecretBox(KEY)
  const sealed = await box.seal('JBSWY3DPEHPK3PXP', 'user-1')
  assert.ok(!sealed.includes('JBSWY3DPEHPK3PXP'))
  assert.equal(await box.open(sealed, 'user-1'), 'JBSWY3DPEHPK3PXP')
  assert.equal(await box.open(sealed, 'user-2'), null, 'moved to another row')
  assert.equal(await createSecretBox(OTHER_KEY).open(sealed, 'user-1'), null, 'another key')
  assert.notEqual(await box.seal('JBSWY3DPEHPK3PXP', 'user-1'), sealed, 'a fresh IV each time')
})

Deno.test('protects behaviour: a tampered, truncated or unsealed value does not open', async () => {
  const box = createSecretBox(KEY)
  const sealed = await box.seal('JBSWY3DPEHPK3PXP', 'user-1')
  const [version, iv, body] = sealed.split('.')
  const flipped = body!.slice(0, -2) + (body!.at(-2) === 'A' ? 'B' : 'A') + body!.at(-1)
  for (const bad of [`${version}.${iv}.${flipped}`, `${version}.${iv}`, 'JBSWY3DPEHPK3PXP', `v0.${iv}.${body}`, '']) {
    assert.equal(await box.open(bad, 'user-1'), null, bad)
  }
})

Deno.test('protects behaviour: a key that is not 32 bytes is refused at start-up', () => {
  assert.throws(() => createSecretBox(btoa('too short')), /32 bytes/)
})
