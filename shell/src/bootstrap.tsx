import React, { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createAppStore, loadSession, reportRuntime } from '@app/shared/session/index.ts'
import '@app/shared/ui/theme.ts'
import { markArrivedDrawn } from './routes/arrived-drawn.ts'
import { nextTask } from './remotes/task-boundaries.ts'

reportRuntime('shell', React)

// The page's one store: remotes rendered inside the shell use it, they never create their own.
const store = createAppStore()
// The state public pages were prerendered with (shell/prerender.mjs): nobody signed in yet.
const prerenderedState = store.getState()
void store.dispatch(loadSession())

// The app's own modules are evaluated in a task of their own, after the store's: in one task with
// Redux and the store they were the longest task of a signed-in page's start (12-23 ms of CPU in
// Lighthouse's traces, 4x that on its phone). Eager: in this chunk, no extra request.
await nextTask()
const { App } = await import(/* webpackMode: "eager" */ './app.tsx')

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// Public pages arrive prerendered: React adopts their HTML instead of drawing the page again.
const prerendered = root.firstElementChild !== null
if (prerendered) markArrivedDrawn(window.location.pathname)
// A transition lets React work in slices and answer input in between, instead of holding a phone's
// main thread for the whole tree (Lighthouse's Total Blocking Time).
startTransition(() => {
  if (prerendered) {
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} serverState={prerenderedState} />
      </StrictMode>,
    )
  } else {
    createRoot(root).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    )
  }
})
