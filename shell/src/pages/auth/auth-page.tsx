import { useState } from 'react'
import { homePath } from '@app/shared/domain/navigation.ts'
import { Link, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { SignInForm } from '@app/shared/ui/sign-in-form.tsx'
import { rememberedPath, returnPath } from './return-path.ts'
import { SignUpForm } from './sign-up-form.tsx'
import './auth.css'

type Mode = 'signIn' | 'signUp'

/**
 * /app/auth: sign in or sign up with a toggle (docs/features/account-and-security.md). `?mode=sign-up` opens sign-up; `email` and
 * `as=parent` start the forms from a link's address and account type (a parent's approval link).
 * Afterwards: back where a link or the route guard asked (a same-origin /app path only), else the
 * account's home by the role the server recorded (homePath: a parent at the family home).
 */
export function AuthPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const query = new URLSearchParams(location.search)
  const [mode, setMode] = useState<Mode>(() => (query.get('mode') === 'sign-up' ? 'signUp' : 'signIn'))
  const back = returnPath(location.hash)
  const email = query.get('email') ?? ''
  const afterSignIn = (user: User) => navigate(back ?? rememberedPath(location.state) ?? homePath(user, 'signIn'), { replace: true })

  return (
    <section className="pp-auth pp-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{mode === 'signIn' ? 'Welcome Back' : 'Create Your Account'}</h1>
      <p className="pp-auth__intro">
        {mode === 'signIn' ? 'Sign in to keep working on your goals.' : 'Set goals, log training and play soccer IQ games.'}
      </p>
      {mode === 'signIn' ? (
        <SignInForm onSignedIn={afterSignIn} initialEmail={email}>
          <p className="pp-auth__aside">
            <Link to="/app/forgot-password">Forgot password?</Link>
          </p>
        </SignInForm>
      ) : (
        <SignUpForm
          initial={{ email, ...(query.get('as') === 'parent' ? { accountType: 'parent' as const } : {}) }}
          next={back ?? undefined}
        />
      )}
      <p className="pp-auth__toggle">
        {mode === 'signIn' ? "Don't have an account?" : 'Already have an account?'}{' '}
        <button
          type="button"
          className="pp-link-button"
          data-testid="auth-mode-toggle"
          onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}
        >
          {mode === 'signIn' ? 'Create an account' : 'Back to sign-in'}
        </button>
      </p>
    </section>
  )
}
