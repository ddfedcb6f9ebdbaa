import { useCallback } from 'react'
import { ApiRequestError } from '@app/shared/api-client/api-request-error.ts'
import { drillsApi } from '@app/shared/api-client/drills.ts'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { DRILL_MESSAGES } from '@app/shared/domain/messages/drills.ts'
import { Link, useParams } from '@app/shared/routing/index.ts'
import type { DrillView } from '@app/shared/schemas/drills.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { DrillDiagram } from './drill-diagram.tsx'
import { drillLog } from './drill-log.ts'
import { EQUIPMENT_LABELS, SPACE_LABELS } from './drill-labels.ts'
import './drills.css'

/** /app/drills/:slug: one drill, readable signed out (docs/features/drills.md). */
export function DrillPage() {
  const { slug = '' } = useParams()
  const fetcher = useCallback((signal: AbortSignal) => drillsApi.get(slug, { signal }), [slug])
  const { load, reload } = useLoad(fetcher)
  return (
    <article className="pp-page pp-drill" aria-labelledby="drill-title" data-testid="drill-page">
      <p className="pp-drill__back">
        <Link to="/app/drills">← All drills</Link>
      </p>
      {load.status === 'loading' && (
        <>
          <h1 id="drill-title">Drill</h1>
          <Spinner label="Loading the drill…" />
        </>
      )}
      {load.status === 'failed' && (
        <>
          <h1 id="drill-title">Drill</h1>
          {load.error instanceof ApiRequestError && load.error.status === 404 ? (
            <p className="pp-card" role="alert" data-testid="drill-not-found">
              {DRILL_MESSAGES.notFound}
            </p>
          ) : (
            <LoadFailed message={failureMessage(load.error, DRILL_MESSAGES.loadFailed)} onRetry={reload} />
          )}
        </>
      )}
      {load.status === 'ready' && <Drill drill={load.data} />}
    </article>
  )
}

function Drill({ drill }: { drill: DrillView }) {
  const { user } = useAppSelector(selectSession)
  return (
    <>
      <h1 id="drill-title">{drill.title}</h1>
      <p className="pp-drill__summary">{drill.summary}</p>
      <ul className="pp-drill__facts" aria-label="At a glance">
        <li>{PILLAR_LABELS[drill.pillar]}</li>
        <li>{drill.minutes} minutes</li>
        <li>Ages {drill.age_groups.join(', ')}</li>
        <li>Level {drill.level} of 3</li>
      </ul>
      <div className="pp-drill__layout">
        <figure className="pp-card pp-drill__figure">
          <DrillDiagram diagram={drill.diagram} title={drill.title} />
          <figcaption>Dashed: run · dotted: dribble · solid: pass · thick: shot</figcaption>
        </figure>
        <div className="pp-drill__text">
          <section className="pp-card" aria-labelledby="drill-needs">
            <h2 id="drill-needs">Space and equipment</h2>
            <p>{SPACE_LABELS[drill.space]}</p>
            <p>{drill.equipment.length ? drill.equipment.map((e) => EQUIPMENT_LABELS[e]).join(', ') : 'No equipment needed'}</p>
            {drill.safety && <p className="pp-drill__safety">{drill.safety}</p>}
          </section>
          <section className="pp-card" aria-labelledby="drill-steps">
            <h2 id="drill-steps">Steps</h2>
            <ol data-testid="drill-steps">
              {drill.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
          <section className="pp-card" aria-labelledby="drill-points">
            <h2 id="drill-points">Coaching points</h2>
            <ul>
              {drill.coaching_points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
          <section className="pp-card" aria-labelledby="drill-harder">
            <h2 id="drill-harder">Make it harder</h2>
            <p>{drill.progression}</p>
            {drill.next && (
              <p>
                Next drill: <Link to={`/app/drills/${drill.next.slug}`}>{drill.next.title}</Link>
              </p>
            )}
          </section>
          {user && (
            // Log Training on the dashboard, filled with this drill's type, skill focus and minutes.
            <Link className="pp-btn pp-btn--primary" to="/app/dashboard" state={{ drillLog: drillLog(drill) }} data-testid="drill-log">
              Log this session
            </Link>
          )}
        </div>
      </div>
    </>
  )
}
