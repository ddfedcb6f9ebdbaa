import { describe, expect, it } from 'vitest'
import { REMOTES } from '../remotes.js'
import { CLIENT_ERROR_SOURCES, CLIENT_ERROR_VERSION, errorFingerprintSource, scrubErrorText } from './client-errors.ts'

describe('scrubErrorText', () => {
  it('protects behaviour: emails, ids, long numbers, tokens and URL queries are taken out of what is kept', () => {
    expect(scrubErrorText('No profile for sam@pitchpath.dev (id 3b241101-e2bb-4255-8caf-4136c566a962), phone 0612345678')).toBe(
      'No profile for <email> (id <id>), phone <n>',
    )
    expect(scrubErrorText('at http://localhost:3000/app/reset-password?token=abc#x (main.js:1:2)')).toBe(
      'at http://localhost:3000/app/reset-password (main.js:1:2)',
    )
    expect(scrubErrorText('session eyJhbGciOiJIUzI1NiJ9abc123def456 expired')).toBe('session <token> expired')
  })

  it('protects behaviour: the words and code places that tell errors apart stay', () => {
    const text = "TypeError: Cannot read properties of undefined (reading 'score')\n    at Hub (http://localhost:3002/412.js:1:2040)"
    expect(scrubErrorText(text)).toBe(text)
  })
})

describe('errorFingerprintSource', () => {
  it('protects behaviour: the same error with other numbers, or moved by a rebuild, is the same error', () => {
    const a = errorFingerprintSource('error', 'Index 3 out of range', 'Error\n    at f (http://localhost:3002/_v/abc/1.js:1:200)')
    const b = errorFingerprintSource('error', 'Index 17 out of range', 'Error\n    at f (http://localhost:3002/_v/abc/1.js:9:7)')
    expect(a).toBe(b)
    expect(errorFingerprintSource('load-failure', 'Index 3 out of range')).not.toBe(errorFingerprintSource('error', 'Index 3 out of range'))
    expect(errorFingerprintSource('error', 'Index out of range')).not.toBe(errorFingerprintSource('error', 'Value out of range'))
  })
})

describe('what a report may name', () => {
  it('protects behaviour: the shell and each remote by package, and versions as the registry writes them', () => {
    expect(CLIENT_ERROR_SOURCES).toEqual(['shell', ...REMOTES.map((r) => r.pkg)])
    for (const version of ['3f2a9c0d1b7e', 'current', 'v2.1-rc_1']) expect(CLIENT_ERROR_VERSION.test(version)).toBe(true)
    for (const version of ['', '../x', '<b>', 'a b', 'x'.repeat(41), '-x']) expect(CLIENT_ERROR_VERSION.test(version)).toBe(false)
  })
})
