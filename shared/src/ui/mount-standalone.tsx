import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { NavLink } from '@app/shared/domain/navigation.ts'
import { createAppStore, loadSession } from '@app/shared/session/index.ts'
import { StandaloneFrame } from '@app/shared/ui/standalone-frame.tsx'
import '@app/shared/ui/theme.ts'

export type MountStandaloneOptions = { packageName: string; home: string; links: readonly NavLink[]; app: ReactNode }

/**
 * Starts a remote on its own page: creates THE store for this page (the shell is absent here, so
 * there is no other), loads the session, renders the frame around the remote's App.
 */
export function mountStandalone({ packageName, home, links, app }: MountStandaloneOptions): void {
  const store = createAppStore()
  void store.dispatch(loadSession())
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <StandaloneFrame packageName={packageName} home={home} links={links} store={store}>
        {app}
      </StandaloneFrame>
    </StrictMode>,
  )
}
