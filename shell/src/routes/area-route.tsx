import { useLocation } from '@app/shared/routing/index.ts'
import { NotFoundPage } from '../pages/not-found-page.tsx'
import { RemoteSlot } from '../remotes/remote-slot.tsx'
import { findArea } from './areas.ts'
import { RouteGuard } from './route-guard.tsx'

/**
 * Everything under the shell's catch-all route: a remote's area (guarded as the table says) or
 * the 404 page. It sits at the root (pathnameBase '/'), so the remote's <Routes> see the full URL.
 */
export function AreaRoute() {
  const { pathname } = useLocation()
  const area = findArea(pathname)
  if (!area) return <NotFoundPage />
  return (
    <RouteGuard access={area.access}>
      <RemoteSlot key={area.remote} name={area.remote} />
    </RouteGuard>
  )
}
