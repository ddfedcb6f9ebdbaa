import type { NavLink } from '@app/shared/domain/navigation.ts'
import { LinkList } from '@app/shared/ui/link-list.tsx'

/**
 * A remote's catch-all. Inside the shell it never shows (the shell routes only the remote's own
 * paths to it); on the remote's standalone server it answers unknown URLs with the area's links.
 */
export function AreaNotFound({ links }: { links: readonly NavLink[] }) {
  return (
    <article className="pp-page" data-testid="not-found" aria-labelledby="area-not-found-title">
      <h1 id="area-not-found-title">Page not found</h1>
      <p>This area has no page at that address. Try one of these:</p>
      <LinkList links={links} className="pp-page__links" />
    </article>
  )
}
