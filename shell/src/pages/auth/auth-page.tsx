import { useState } from 'react'
import { Link, type Location, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { SignInForm } from '@app/shared/ui/sign-in-form.tsx'
import { SignUpForm } from './sign-up-form.tsx'
import './auth.css'

type Mode = 'signIn' | 'signUp'

/** Where the guard was sending the visitor (location.state.from), as a path to return to. */
function rememberedPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/app')) return null
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}

/** /app/auth: sign in or sign up with a toggle (spec §4). `?mode=sign-up` opens sign-up. */
export function AuthPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const [mode, setMode] = useState<Mode>(() => (new URLSearchParams(location.search).get('mode') === 'sign-up' ? 'signUp' : 'signIn'))
  const afterSignIn = () => navigate(rememberedPath(location.state) ?? '/app/dashboard', { replace: true })

  return (
    <section className="pp-auth pp-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{mode === 'signIn' ? 'Welcome Back' : 'Create Your Account'}</h1>
      <p className="pp-auth__intro">
        {mode === 'signIn' ? 'Sign in to keep working on your goals.' : 'Set goals, log training and play soccer IQ games.'}
      </p>
      {mode === 'signIn' ? (
        <SignInForm onSignedIn={afterSignIn}>
          <p className="pp-auth__aside">
            <Link to="/app/forgot-password">Forgot password?</Link>
          </p>
        </SignInForm>
      ) : (
        <SignUpForm />
      )}
      <p className="pp-auth__toggle">
        {mode === 'signIn' ? "Don't have an account?" : 'Already have an account?'}{' '}
        <button type="button" className="pp-link-button" data-testid="auth-mode-toggle" onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}>
          {mode === 'signIn' ? 'Create an account' : 'Back to sign-in'}
        </button>
      </p>
    </section>
  )
}
