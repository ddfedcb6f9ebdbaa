import { matchPath } from '@app/shared/routing/index.ts'
import { AREAS } from './areas.ts'

export const SITE_NAME = 'PitchPath'

/**
 * The shell's own pages and their titles; app-routes.tsx can route only these paths, so none is left
 * untitled. The areas carry their titles in areas.ts.
 */
export const SHELL_PAGE_TITLES = {
  '/app': 'Home',
  '/app/features': 'Features',
  '/app/privacy': 'Privacy Policy',
  '/app/terms': 'Terms of Service',
  '/app/auth': 'Sign In',
  '/app/forgot-password': 'Reset Your Password',
  '/app/reset-password': 'Set a New Password',
  '/app/account': 'Account and Privacy',
  '/app/reminders/stop': 'Stop Reminders',
} as const satisfies Record<`/app${string}`, string>

export type ShellPagePath = keyof typeof SHELL_PAGE_TITLES

const PAGES = [...Object.entries(SHELL_PAGE_TITLES).map(([path, title]) => ({ path, title })), ...AREAS]

/**
 * What the browser tab, the history and a screen reader call the page at `pathname` (WCAG 2.4.2:
 * each page titled for what it is, not the site's name on every one). The landing is the site itself.
 */
export function pageTitle(pathname: string): string {
  if (pathname === '/') return SITE_NAME
  const page = PAGES.find((p) => matchPath({ path: p.path, end: true }, pathname))
  return `${page?.title ?? 'Page not found'} · ${SITE_NAME}`
}
