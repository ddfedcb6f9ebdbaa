import { lazy, Suspense, useEffect, useState } from 'react'
import { setSecondFactorPrompt } from '@app/shared/api-client/api.ts'

const SecondFactorDialog = lazy(() => import('@app/shared/ui/second-factor-dialog.tsx').then((m) => ({ default: m.SecondFactorDialog })))

/**
 * Registers the page's one "enter your code" dialog with the API client: when a change in any area
 * needs a fresh second factor, the dialog opens, and the request is sent again once a code is accepted.
 */
export function SecondFactorPrompt() {
  const [resolve, setResolve] = useState<((verified: boolean) => void) | null>(null)
  useEffect(() => {
    setSecondFactorPrompt(() => new Promise<boolean>((r) => setResolve(() => r)))
    return () => setSecondFactorPrompt(null)
  }, [])
  if (!resolve) return null
  const done = (verified: boolean) => {
    resolve(verified)
    setResolve(null)
  }
  return (
    <Suspense fallback={null}>
      <SecondFactorDialog done={done} />
    </Suspense>
  )
}
