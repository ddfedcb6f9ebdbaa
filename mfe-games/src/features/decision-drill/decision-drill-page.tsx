import { useRef } from 'react'
import type { AgeGroup } from '@app/shared/domain/age-group.ts'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import type { Feedback } from '@app/shared/schemas/games.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { selectSessionStatus, useAppSelector } from '@app/shared/session/index.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { usePlayerAgeGroup } from '../play/use-player-age-group.ts'
import { usePlaySession } from '../play/use-play-session.ts'
import { DrillMenu } from './drill-menu.tsx'
import { DRILL_GAME, type DrillMode } from './drill-mode.ts'
import { DrillResults } from './drill-results.tsx'
import { ScenarioView } from './scenario-view.tsx'
import '../play/games.css'

/** /app/games/decision-drill (docs/features/games.md): menu, playing, results. Open to visitors. */
export function DecisionDrillPage() {
  const ageGroup = usePlayerAgeGroup()
  // The menu waits for the session: a signed-in player's drill is in the profile's age group.
  const status = useAppSelector(selectSessionStatus)
  const { session, start, answer, next, finish, reset } = usePlaySession()
  const lastSettings = useRef<{ ageGroup: AgeGroup; mode: DrillMode }>({ ageGroup, mode: 'standard' })
  const begin = (settings: { ageGroup: AgeGroup; mode: DrillMode }) => {
    lastSettings.current = settings
    void start(settings.mode === 'pro' ? { game_id: DRILL_GAME.pro } : { game_id: DRILL_GAME.standard, age_group: settings.ageGroup })
  }
  const { play, phase, index } = session

  return (
    <article className="pp-page pp-game-page" aria-labelledby="decision-drill-title" data-testid="decision-drill">
      <h1 id="decision-drill-title">{play?.game_id === 'pro-soccer-iq' ? 'Decision Drill: Pro Soccer IQ' : 'Decision Drill'}</h1>
      {(phase === 'idle' || phase === 'loading' || phase === 'failed') && (
        <>
          {phase === 'failed' && (
            <p className="pp-alert" role="alert">
              {GAME_MESSAGES.loadFailed}
            </p>
          )}
          {status === 'loading' ? (
            <Spinner label="Loading your profile…" />
          ) : (
            <DrillMenu
              defaultAgeGroup={ageGroup}
              ageGroupFromProfile={status === 'signedIn'}
              loading={phase === 'loading'}
              onStart={(g, mode) => begin({ ageGroup: g, mode })}
            />
          )}
        </>
      )}
      {phase === 'playing' && play && play.scenarios[index] && (
        <ScenarioView
          scenario={play.scenarios[index]}
          position={{ index, count: play.item_count }}
          feedback={session.feedback[index] as Extract<Feedback, { kind: 'scenario' }> | null}
          answering={session.answering}
          answerError={session.answerError}
          onAnswer={(choice) => void answer(choice)}
          onNext={() => void next()}
          onFinish={() => void finish()}
        />
      )}
      {phase === 'results' && play && (
        <DrillResults
          session={session}
          onRetrySave={() => void finish()}
          onPlayAgain={() => begin(lastSettings.current)}
          onBackToMenu={reset}
        />
      )}
      {phase === 'playing' && (
        <Button variant="ghost" onClick={reset}>
          Back to Menu
        </Button>
      )}
      {phase === 'loading' && <Spinner label="Picking your scenarios…" />}
    </article>
  )
}
