import { Link } from '@app/shared/routing/index.ts'

/** Footer: the legal pages, reachable from every /app page. */
export function SiteFooter() {
  return (
    <footer className="pp-footer">
      <div className="pp-footer__inner">
        <p className="pp-footer__brand">PitchPath — set goals, train with purpose, play smarter.</p>
        <nav aria-label="Legal">
          <ul className="pp-footer__links">
            <li>
              <Link to="/app/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/app/terms">Terms of Service</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
