import { useEffect, useRef, useState } from 'react'
import { useLocation } from '@app/shared/routing/index.ts'
import { pageTitle } from '../routes/page-title.ts'

/**
 * Keeps the browser tab's title on the page shown (the app changes pages without loading one) and,
 * after an in-app navigation, says the new page's title to screen readers, as a page load would.
 */
export function DocumentTitle() {
  const { pathname } = useLocation()
  const [announcement, setAnnouncement] = useState('')
  const shown = useRef(pathname)
  useEffect(() => {
    const title = pageTitle(pathname)
    document.title = title
    // The first page is announced by the browser itself; only a change of page needs saying.
    if (shown.current === pathname) return
    shown.current = pathname
    setAnnouncement(title)
  }, [pathname])
  return (
    <p className="pp-visually-hidden" aria-live="assertive" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  )
}
