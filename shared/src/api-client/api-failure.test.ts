import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '@app/shared/api-client/api-request-error.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { failureMessage, failureStatus, fieldErrorsOf } from './api-failure.ts'

describe('failureMessage', () => {
  it("shows the server's own words when it answered", () => {
    const error = new ApiRequestError(403, 'FORBIDDEN', FAMILY_MESSAGES.accessDenied)
    expect(failureMessage(error, FAMILY_MESSAGES.linkFailed)).toBe(FAMILY_MESSAGES.accessDenied)
  })

  it('falls back to the screen message when no server answered, the message is empty, or it is not an API error', () => {
    expect(failureMessage(new ApiRequestError(0, 'INTERNAL', 'Something went wrong'), FAMILY_MESSAGES.createFailed)).toBe(
      FAMILY_MESSAGES.createFailed,
    )
    expect(failureMessage(new ApiRequestError(400, 'VALIDATION_FAILED', ''), FAMILY_MESSAGES.inviteFailed)).toBe(
      FAMILY_MESSAGES.inviteFailed,
    )
    expect(failureMessage(new Error('boom'), FAMILY_MESSAGES.linkFailed)).toBe(FAMILY_MESSAGES.linkFailed)
    expect(failureMessage(undefined, FAMILY_MESSAGES.linkFailed)).toBe(FAMILY_MESSAGES.linkFailed)
  })
})

describe('failureStatus and fieldErrorsOf', () => {
  it('read the status and field messages of an API error, and nothing from anything else', () => {
    const error = new ApiRequestError(400, 'VALIDATION_FAILED', 'Invalid request', { email: [FAMILY_MESSAGES.emailRequired] })
    expect(failureStatus(error)).toBe(400)
    expect(fieldErrorsOf(error)).toEqual({ email: [FAMILY_MESSAGES.emailRequired] })
    expect(failureStatus(new Error('boom'))).toBeNull()
    expect(fieldErrorsOf(new Error('boom'))).toEqual({})
  })
})
