import { describe, expect, test } from 'vitest'
import { TimeZone } from '../schemas/time-zone.ts'
import { isValidTimeZone } from './time-zone.ts'

describe('isValidTimeZone', () => {
  test('protects behaviour: IANA names and UTC are accepted, made-up or empty names are not', () => {
    expect(['Europe/Madrid', 'America/Los_Angeles', 'UTC'].map(isValidTimeZone)).toEqual([true, true, true])
    expect(['Mars/Olympus', '', 'x'.repeat(65)].map(isValidTimeZone)).toEqual([false, false, false])
    expect(TimeZone.safeParse('Mars/Olympus').error?.issues[0]?.message).toBe('Unknown time zone')
  })
})
