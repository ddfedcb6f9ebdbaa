import React from 'react'
import { Route, Routes } from '@app/shared/routing/index.ts'
import { reportRuntime } from '@app/shared/session/index.ts'
import { AreaNotFound } from '@app/shared/ui/area-not-found.tsx'
import { AREA, AREA_LINKS } from './area.ts'

// Lets a browser test check that this remote uses the page's one React (window.__pitchpath).
reportRuntime(AREA.pkg, React)

/**
 * A first page for each route of the table row, until the team writes its own (mfe-billing's
 * app.tsx lazy-loads each page).
 */
function StartPage({ title }: { title: string }) {
  return (
    <article className="pp-page" data-testid="area-start" aria-labelledby="area-start-title">
      <h1 id="area-start-title">{title}</h1>
      <p>
        The {AREA.label} area, served by {AREA.pkg}.
      </p>
    </article>
  )
}

/**
 * The federated root ('<federationName>/App'): the contract with the shell is this one module whose
 * default export renders the area's routes. Paths are absolute and the same as in the shell: the
 * shell mounts this under a root-level catch-all, the standalone page under its own router.
 */
export default function App() {
  return (
    <Routes>
      {AREA.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<StartPage title={route.title} />} />
      ))}
      <Route path="*" element={<AreaNotFound links={AREA_LINKS} />} />
    </Routes>
  )
}
