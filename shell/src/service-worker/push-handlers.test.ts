import { describe, expect, it } from 'vitest'
import { readReminderPush, safeTarget } from './push-handlers.ts'

const ORIGIN = 'https://pitchpath.example'

describe('push reminders in the service worker', () => {
  it('protects behaviour: a reminder shows its own title, text and tag; a malformed one still shows PitchPath', () => {
    expect(readReminderPush({ title: 'PitchPath', body: 'Today: 1 goal due.', url: '/app/dashboard', tag: 'daily:2026-11-26' })).toEqual({
      title: 'PitchPath',
      body: 'Today: 1 goal due.',
      url: '/app/dashboard',
      tag: 'daily:2026-11-26',
    })
    expect(readReminderPush(null)).toEqual({ title: 'PitchPath', body: '', url: '/app/dashboard', tag: 'pitchpath' })
    expect(readReminderPush({ title: 7, url: ['x'] }).url).toBe('/app/dashboard')
  })

  it('protects behaviour: a notification opens only a path on this site; another site or a script URL opens the dashboard', () => {
    expect(safeTarget('/app/parent-dashboard', ORIGIN)).toBe(`${ORIGIN}/app/parent-dashboard`)
    for (const bad of ['https://evil.example/app', '//evil.example/app', '/\\evil.example', 'javascript:alert(1)', 'app/dashboard']) {
      expect(safeTarget(bad, ORIGIN)).toBe(`${ORIGIN}/app/dashboard`)
    }
  })
})
