import { describe, expect, it } from 'vitest'
import { dataFileName } from './data-file-name.ts'

describe('dataFileName', () => {
  it('names a download by whose data and the day, with a safe slug for any first name', () => {
    const day = new Date('2026-11-23T12:00:00Z')
    expect(dataFileName('my', day)).toBe('pitchpath-my-data-2026-11-23.json')
    expect(dataFileName('Lia Rose', day)).toBe('pitchpath-lia-rose-data-2026-11-23.json')
    expect(dataFileName('Zoë', day)).toBe('pitchpath-zo--data-2026-11-23.json')
    expect(dataFileName('', day)).toBe('pitchpath-child-data-2026-11-23.json')
  })
})
