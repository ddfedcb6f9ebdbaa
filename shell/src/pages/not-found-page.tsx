import { Link } from '@app/shared/routing/index.ts'

/** Any URL no page or remote area claims. */
export function NotFoundPage() {
  return (
    <article className="pp-page" data-testid="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/app">Go to the home page</Link>
      </p>
    </article>
  )
}
