import React, { lazy, Suspense } from 'react'
import { Route, Routes } from '@app/shared/routing/index.ts'
import { reportRuntime } from '@app/shared/session/index.ts'
import { AreaNotFound } from '@app/shared/ui/area-not-found.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { AREA_LINKS } from './area-links.ts'

// Lets a browser test check that this remote uses the page's one React (window.__pitchpath).
reportRuntime('mfe-games', React)

// Each page is its own chunk, so opening one page does not download the others.
const GameHubPage = lazy(() => import('./features/game-hub/game-hub-page.tsx').then((m) => ({ default: m.GameHubPage })))
const DecisionDrillPage = lazy(() =>
  import('./features/decision-drill/decision-drill-page.tsx').then((m) => ({ default: m.DecisionDrillPage })),
)
const SoccerTriviaPage = lazy(() =>
  import('./features/soccer-trivia/soccer-trivia-page.tsx').then((m) => ({ default: m.SoccerTriviaPage })),
)
const ReactionMasterPage = lazy(() =>
  import('./features/reaction-master/reaction-master-page.tsx').then((m) => ({ default: m.ReactionMasterPage })),
)
const SkillChallengePage = lazy(() =>
  import('./features/skill-challenge/skill-challenge-page.tsx').then((m) => ({ default: m.SkillChallengePage })),
)
const AchievementsPage = lazy(() => import('./features/achievements/achievements-page.tsx').then((m) => ({ default: m.AchievementsPage })))

/**
 * The federated root ('mfe_games/App'). Paths are absolute and the same as in the shell: the shell
 * mounts this under a root-level catch-all, the standalone frame under its own router.
 */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading Games…" />}>
      <Routes>
        <Route path="/app/games" element={<GameHubPage />} />
        <Route path="/app/games/decision-drill" element={<DecisionDrillPage />} />
        <Route path="/app/games/soccer-trivia" element={<SoccerTriviaPage />} />
        <Route path="/app/games/reaction-master" element={<ReactionMasterPage />} />
        <Route path="/app/games/skill-challenge" element={<SkillChallengePage />} />
        <Route path="/app/achievements" element={<AchievementsPage />} />
        <Route path="*" element={<AreaNotFound links={AREA_LINKS} />} />
      </Routes>
    </Suspense>
  )
}
