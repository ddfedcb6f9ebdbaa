import { describe, expect, test } from 'vitest'
import { pushAllowedFor, pushEndpointAllowed } from './push.ts'

describe('push endpoints the server may post to', () => {
  test('protects behaviour: the browsers’ push services over https are taken; anything else is not', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(pushEndpointAllowed(ok, true)).toBe(true)
    }
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://internal.example/admin',
      'https://127.0.0.1:8443/push',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(bad, true)).toBe(false)
    }
  })

  test('protects behaviour: this machine’s own https endpoint only outside production (the tests’ push service)', () => {
    expect(pushEndpointAllowed('https://127.0.0.1:8443/push', false)).toBe(true)
    expect(pushEndpointAllowed('https://localhost:8443/push', false)).toBe(true)
    expect(pushEndpointAllowed('http://127.0.0.1:8443/push', false)).toBe(false)
  })
})

describe('whose devices may take push reminders', () => {
  test('protects behaviour: a child under 13 only once the family admin allowed it; 13 and over, and parents, always', () => {
    expect(pushAllowedFor({ age: 10 }, false)).toBe(false)
    expect(pushAllowedFor({ age: 12 }, true)).toBe(true)
    expect(pushAllowedFor({ age: 13 }, false)).toBe(true)
    expect(pushAllowedFor({ age: null }, false)).toBe(true)
  })
})
