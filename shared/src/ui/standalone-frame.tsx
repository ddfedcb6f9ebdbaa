import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import type { NavLink } from '@app/shared/domain/navigation.ts'
import { LinkList } from '@app/shared/ui/link-list.tsx'
import {
  type AppStore,
  selectSession,
  selectSessionStatus,
  signOut,
  toast,
  useAppDispatch,
  useAppSelector,
} from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { SignInForm } from '@app/shared/ui/sign-in-form.tsx'
import { Toaster } from '@app/shared/ui/toaster.tsx'
import './standalone-frame.css'

export type StandaloneFrameProps = {
  /** npm package name, shown in the header: "mfe-games (standalone)". */
  packageName: string
  /** The area's first page; / redirects there. */
  home: string
  links: readonly NavLink[]
  store: AppStore
  children: ReactNode
}

/**
 * The page a remote's team sees when it runs its remote alone (`npm run dev -w mfe-games`): its own
 * store and router, a small header, and sign-in against the API through its own server's /api proxy.
 * Routes are the same URLs as inside the shell, so /app/games/decision-drill works in both.
 */
export function StandaloneFrame({ packageName, home, links, store, children }: StandaloneFrameProps) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <header className="pp-standalone__header" data-testid="standalone-header">
          <strong className="pp-standalone__title">{packageName} (standalone)</strong>
          <nav aria-label={`${packageName} pages`}>
            <LinkList links={links} className="pp-standalone__links" />
          </nav>
          <SessionBox />
        </header>
        <main className="pp-standalone__main">
          <Routes>
            <Route path="/" element={<Navigate to={home} replace />} />
            <Route path="/app/auth" element={<StandaloneSignIn home={home} />} />
            <Route path="*" element={<WithSignInPanel>{children}</WithSignInPanel>} />
          </Routes>
        </main>
        <Toaster />
      </BrowserRouter>
    </Provider>
  )
}

function SessionBox() {
  const { status, user } = useAppSelector(selectSession)
  const dispatch = useAppDispatch()
  if (status !== 'signedIn' || !user) return null
  const leave = async () => {
    await dispatch(signOut())
    dispatch(toast.info(AUTH_MESSAGES.signedOut))
  }
  return (
    <div className="pp-standalone__session">
      <span>Signed in as {user.first_name}</span>
      <Button variant="ghost" onClick={leave} data-testid="standalone-sign-out">
        Sign out
      </Button>
    </div>
  )
}

function WithSignInPanel({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus)
  return (
    <>
      {status === 'signedOut' && (
        <section className="pp-card pp-standalone__sign-in" aria-label="Sign in (standalone)">
          <SignInForm onSignedIn={() => undefined} />
        </section>
      )}
      {children}
    </>
  )
}

function StandaloneSignIn({ home }: { home: string }) {
  const navigate = useNavigate()
  const from = (useLocation().state as { from?: { pathname?: string } } | null)?.from?.pathname
  return (
    <section className="pp-card pp-standalone__sign-in" aria-labelledby="standalone-sign-in-title">
      <h1 id="standalone-sign-in-title">Sign In</h1>
      <SignInForm onSignedIn={() => navigate(from ?? home, { replace: true })} />
    </section>
  )
}
