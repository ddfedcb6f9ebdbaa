import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { toast, type useAppDispatch } from '@app/shared/session/index.ts'

/**
 * Runs a one-click action and says how it went in a toast: `success`, or the server's message
 * (`failure` when it gave none). True when it worked.
 */
export async function withToasts(
  dispatch: ReturnType<typeof useAppDispatch>,
  action: () => Promise<unknown>,
  success: string,
  failure: string,
): Promise<boolean> {
  try {
    await action()
    dispatch(toast.success(success))
    return true
  } catch (err) {
    dispatch(toast.error(failureMessage(err, failure)))
    return false
  }
}
