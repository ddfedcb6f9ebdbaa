import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { navLinks } from '@app/shared/domain/navigation.ts'
import { BrandMark } from '@app/shared/ui/brand-mark.tsx'
import { selectSessionStatus, selectUser, signOut, toast, useAppDispatch, useAppSelector } from '@app/shared/session/index.ts'

const SIGN_IN_PATH = '/app/auth'

/**
 * Top navigation (docs/features/platform.md): links from navLinks(user), Logout when signed in. Under 720 px the
 * links fold behind a Menu button (aria-expanded); Escape or any navigation closes it.
 */
export function TopNav() {
  const user = useAppSelector(selectUser)
  // Until the session is known (and on every prerendered page) nobody is offered Sign In: a signed-in
  // player would see it flash. It keeps its place, hidden, so the header does not move when it shows.
  const sessionKnown = useAppSelector(selectSessionStatus) !== 'loading'
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const links = navLinks(user)

  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  async function logout() {
    await dispatch(signOut())
    dispatch(toast.info(AUTH_MESSAGES.signedOut))
    navigate('/app')
  }

  return (
    <header className="pp-header">
      <div className="pp-header__inner">
        <Link to="/app" className="pp-brand">
          <BrandMark />
          <span>
            Pitch<span className="pp-brand__accent">Path</span>
          </span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="pp-menu-toggle"
          aria-expanded={open}
          aria-controls="pp-primary-nav"
          data-testid="menu-toggle"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span> Menu
        </button>
        <nav id="pp-primary-nav" className="pp-nav" aria-label="Main" data-open={open} data-testid="top-nav">
          <ul className="pp-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/app'}
                  className={link.to === SIGN_IN_PATH && !sessionKnown ? 'pp-nav__link pp-nav__link--pending' : 'pp-nav__link'}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <NavLink to="/app/account" className="pp-nav__link" data-testid="account-link">
                  Account
                </NavLink>
              </li>
            )}
            {user && (
              <li>
                <button type="button" className="pp-nav__link pp-nav__logout" onClick={logout} data-testid="logout-button">
                  Logout
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  )
}
