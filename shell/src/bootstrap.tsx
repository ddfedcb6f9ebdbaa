import React, { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppStore, loadSession, reportRuntime } from '@app/shared/session/index.ts'
import '@app/shared/ui/theme.ts'
import { App } from './app.tsx'
import { loadRegistry } from './remotes/remote-registry.ts'

reportRuntime('shell', React)

// The page's one store: remotes rendered inside the shell use it, they never create their own.
const store = createAppStore()
void store.dispatch(loadSession())
// Ask for the remote registry now, in parallel with the session, so the first area opens sooner.
loadRegistry().catch(() => undefined)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
)
