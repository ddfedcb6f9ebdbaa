import { useCallback, useId, useState } from 'react'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { GOAL_TYPE_LABELS, PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { GoalTemplate } from '@app/shared/schemas/goals.ts'
import { useAppDispatch } from '@app/shared/session/index.ts'
import { withToasts } from '@app/shared/ui/with-toasts.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { Button } from '@app/shared/ui/button.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'

/**
 * The player's own goal templates (custom templates, Pro and Parent), above the suggestions: "Use
 * this" fills the form as a suggestion does, Remove forgets the template. Nothing shows until the
 * player has saved one (from a goal's card on My Goals).
 */
export function GoalTemplatesList({ onUse }: { onUse: (t: GoalTemplate) => void }) {
  const dispatch = useAppDispatch()
  const fetcher = useCallback((signal: AbortSignal) => goalsApi.templates({ signal }), [])
  const { load, refresh } = useLoad(fetcher)
  if (load.status !== 'ready' || load.data.length === 0) return null

  async function remove(t: GoalTemplate) {
    await withToasts(
      dispatch,
      () => goalsApi.removeTemplate(t.id),
      GOAL_MESSAGES.templateRemoved,
      'The template was not removed. Please try again.',
    )
    refresh()
  }

  return (
    <aside className="pp-goal-editor__suggestions" aria-labelledby="templates-title" data-testid="goal-templates">
      <h2 id="templates-title" className="pp-goal-editor__suggestions-title">
        Your templates
      </h2>
      <ul className="pp-suggestions">
        {load.data.map((t) => (
          <TemplateCard key={t.id} template={t} onUse={onUse} onRemove={remove} />
        ))}
      </ul>
    </aside>
  )
}

function TemplateCard({
  template: t,
  onUse,
  onRemove,
}: {
  template: GoalTemplate
  onUse: (t: GoalTemplate) => void
  onRemove: (t: GoalTemplate) => Promise<void>
}) {
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  return (
    <li className="pp-suggestion" data-testid="goal-template" aria-labelledby={titleId}>
      <div className="pp-suggestion__badges">
        <Badge color={PILLAR_COLORS[t.pillar]}>{PILLAR_LABELS[t.pillar]}</Badge>
        <Badge>{GOAL_TYPE_LABELS[t.goal_type]}</Badge>
      </div>
      <h3 id={titleId} className="pp-suggestion__title">
        {t.title}
      </h3>
      {t.description && <p className="pp-suggestion__description">{t.description}</p>}
      <div className="pp-suggestion__footer">
        <span className="pp-suggestion__days">{t.target_days ? `${t.target_days} days` : 'No target date'}</span>
        <Button
          variant="ghost"
          busy={busy}
          busyLabel="Removing…"
          aria-describedby={titleId}
          onClick={() => {
            setBusy(true)
            void onRemove(t).finally(() => setBusy(false))
          }}
        >
          Remove
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onUse(t)} aria-describedby={titleId}>
          Use this
        </Button>
      </div>
    </li>
  )
}
