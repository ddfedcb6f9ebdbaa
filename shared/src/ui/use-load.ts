import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

/** `error` is what the fetch threw (an ApiRequestError carries the status and the server's message). */
export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown }

/**
 * One dashboard widget's data: loaded on mount, Try again after a failure, a silent refresh that
 * keeps what is shown until the new answer arrives, and `replace` for data an action answered with.
 * Each widget has its own, so one failing never blanks the others. `fetcher` must be stable (a
 * module-level function): it is the effect's dependency.
 */
export function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<T>) {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' })
  const current = useRef<AbortController | null>(null)

  const start = useCallback(
    (quiet: boolean) => {
      current.current?.abort()
      const controller = new AbortController()
      current.current = controller
      if (!quiet) setLoad({ status: 'loading' })
      fetcher(controller.signal)
        .then((data) => {
          // A transition: drawing what arrived (a whole dashboard of cards at once) is done in
          // slices the browser can answer input between, not one long task (Total Blocking Time).
          if (current.current === controller) startTransition(() => setLoad({ status: 'ready', data }))
        })
        .catch((error: unknown) => {
          if (current.current !== controller) return // superseded by a newer load, or unmounted
          // A quiet refresh that fails keeps the data already shown: it is only a little older.
          setLoad((l) => (quiet && l.status === 'ready' ? l : { status: 'failed', error }))
        })
        .finally(() => {
          if (current.current === controller) current.current = null
        })
    },
    [fetcher],
  )

  useEffect(() => {
    start(false)
    return () => {
      const controller = current.current
      current.current = null
      controller?.abort()
    }
  }, [start])

  const reload = useCallback(() => start(false), [start])
  const refresh = useCallback(() => start(true), [start])

  /** Shows data an action answered with (it is newer than any load still running, so that one is dropped). */
  const replace = useCallback((update: (current: T | null) => T) => {
    current.current?.abort()
    current.current = null
    setLoad((l) => ({ status: 'ready', data: update(l.status === 'ready' ? l.data : null) }))
  }, [])

  return { load, reload, refresh, replace }
}
