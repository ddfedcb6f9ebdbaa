import type { ReactNode } from 'react'
import type { NavLink } from '@app/shared/domain/navigation.ts'
import { LinkList } from '@app/shared/ui/link-list.tsx'

export type PagePlaceholderProps = {
  title: string
  /** Links to the other pages of the same area. */
  links?: readonly NavLink[]
  children?: ReactNode
}

/**
 * The honest stand-in for a page whose feature ships in a later release: its real heading and the
 * area's links, no invented data.
 */
export function PagePlaceholder({ title, links = [], children }: PagePlaceholderProps) {
  return (
    <article className="pp-page" aria-labelledby="pp-page-title">
      <h1 id="pp-page-title">{title}</h1>
      {children}
      <p className="pp-page__note" data-testid="coming-later">
        Coming in a later release.
      </p>
      {links.length > 0 && (
        <nav aria-label={`${title}: related pages`}>
          <LinkList links={links} className="pp-page__links" />
        </nav>
      )}
    </article>
  )
}
