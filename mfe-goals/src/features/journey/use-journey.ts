import { useCallback, useEffect, useRef, useState } from 'react'
import { progressApi } from '@app/shared/api-client/progress.ts'
import type { JourneyEntry } from '@app/shared/schemas/progress.ts'
import { appendJourneyPage } from './append-journey-page.ts'

export type JourneyLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; entries: JourneyEntry[]; nextOffset: number | null; more: 'idle' | 'loading' | 'failed' }

/**
 * The Journey timeline, newest first, a page at a time: the first page on mount (Try again after a
 * failure), then "Load more" appends the next one; a failed Load more keeps what is shown.
 */
export function useJourney() {
  const [load, setLoad] = useState<JourneyLoad>({ status: 'loading' })
  const current = useRef<AbortController | null>(null)

  const fetchPage = useCallback((offset: number, onPage: (entries: JourneyEntry[], next: number | null) => void, onFail: () => void) => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    progressApi
      .journey(offset, { signal: controller.signal })
      .then((page) => current.current === controller && onPage(page.entries, page.next_offset))
      .catch(() => current.current === controller && onFail())
  }, [])

  const reload = useCallback(() => {
    setLoad({ status: 'loading' })
    fetchPage(
      0,
      (entries, nextOffset) => setLoad({ status: 'ready', entries, nextOffset, more: 'idle' }),
      () => setLoad({ status: 'failed' }),
    )
  }, [fetchPage])

  const loadMore = useCallback(() => {
    if (load.status !== 'ready' || load.nextOffset === null || load.more === 'loading') return
    const offset = load.nextOffset
    setLoad({ ...load, more: 'loading' })
    fetchPage(
      offset,
      (entries, nextOffset) =>
        setLoad((l) =>
          l.status === 'ready' ? { status: 'ready', entries: appendJourneyPage(l.entries, entries), nextOffset, more: 'idle' } : l,
        ),
      () => setLoad((l) => (l.status === 'ready' ? { ...l, more: 'failed' } : l)),
    )
  }, [load, fetchPage])

  useEffect(() => {
    reload()
    return () => {
      const controller = current.current
      current.current = null
      controller?.abort()
    }
  }, [reload])

  return { load, reload, loadMore }
}
