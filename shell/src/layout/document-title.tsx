import { useEffect } from 'react'
import { useLocation } from '@app/shared/routing/index.ts'
import { pageTitle } from '../routes/page-title.ts'

/** Keeps the browser tab's title on the page shown: the app changes pages without loading one. */
export function DocumentTitle() {
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = pageTitle(pathname)
  }, [pathname])
  return null
}
