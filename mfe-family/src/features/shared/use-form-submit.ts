import { type FormEvent, useState } from 'react'
import { failureMessage, fieldErrorsOf } from '@app/shared/api-client/api-failure.ts'

type SubmitOptions = {
  /** Fields that must not be blank: name → [value, the form's message when it is]. */
  required?: Record<string, [string, string]>
  /** What the form says when the server gave no message of its own. */
  fallback: string
  action: () => Promise<unknown>
}

/**
 * One family form's request: blank required fields are refused without a call, then the action runs
 * once (busy blocks a second submit); a failure shows the server's field errors and message.
 */
export function useFormSubmit() {
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>, { required = {}, fallback, action }: SubmitOptions) {
    event.preventDefault()
    setFailure(null)
    const blank = Object.entries(required).filter(([, [value]]) => !value.trim())
    if (blank.length > 0) return setErrors(Object.fromEntries(blank.map(([name, [, message]]) => [name, [message]])))
    setErrors({})
    setBusy(true)
    try {
      await action()
    } catch (err) {
      setErrors(fieldErrorsOf(err))
      setFailure(failureMessage(err, fallback))
    } finally {
      setBusy(false)
    }
  }

  return { errors, failure, busy, submit }
}
