import { useEffect, useRef } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { AUDIT_ACTION_TEXT } from '@app/shared/domain/family/family.ts'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'

const loadAudit = (signal: AbortSignal) => familyApi.audit({ signal })

/** Who did what, when (docs/features/family.md), newest first; `version` changes after each action on the page. */
export function AuditTrail({ version }: { version: number }) {
  const { load, reload, refresh } = useLoad(loadAudit)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else refresh()
  }, [version, refresh])
  return (
    <section className="pp-card" aria-labelledby="audit-title" data-testid="audit-trail">
      <h2 id="audit-title">Audit Trail</h2>
      {load.status === 'loading' && <Spinner label="Loading the audit trail…" />}
      {load.status === 'failed' && <LoadFailed message="We could not load the audit trail just now." onRetry={reload} />}
      {load.status === 'ready' && load.data.length === 0 && <p>No actions recorded yet.</p>}
      {load.status === 'ready' && load.data.length > 0 && (
        <ul className="pp-family__list">
          {load.data.map((e) => (
            <li key={e.id} className="pp-family__row" data-testid="audit-entry">
              <span>
                <strong>{e.actor_name}</strong> {AUDIT_ACTION_TEXT[e.action_type]}
                {e.subject_name ? ` (${e.subject_name})` : ''}
                {e.detail ? `: ${e.detail}` : ''}
              </span>
              <time className="pp-family__muted" dateTime={e.at}>
                {new Date(e.at).toLocaleString()}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
