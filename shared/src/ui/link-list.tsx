import { Link } from '@app/shared/routing/index.ts'
import type { NavLink } from '@app/shared/domain/navigation.ts'

/** A list of in-app links (an area's pages), as the placeholder, 404 and standalone pages show them. */
export function LinkList({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  )
}
