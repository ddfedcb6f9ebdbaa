export type FormAlertProps = { message: string | null; tone?: 'error' | 'success'; testId?: string }

/** A form-level message (the server's refusal, or a confirmation). role=alert so it is announced. */
export function FormAlert({ message, tone = 'error', testId = 'form-error' }: FormAlertProps) {
  if (!message) return null
  return (
    <p
      className={tone === 'success' ? 'pp-alert pp-alert--success' : 'pp-alert'}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {message}
    </p>
  )
}
