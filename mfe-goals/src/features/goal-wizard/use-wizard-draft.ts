import { useEffect, useRef, useState } from 'react'
import type { WizardDraft, WizardPlayer } from '@app/shared/domain/goal-wizard.ts'
import { useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { clearStoredDraft, readStoredDraft, storeDraft } from '../../wizard-draft-storage.ts'
import { newDraft, samePlayer } from './wizard-draft-updates.ts'

/** The player handed over by player selection (navigation state), if any. */
function playerFromState(state: unknown): WizardPlayer | null {
  const player = (state as { player?: WizardPlayer } | null)?.player
  return player && typeof player.styleId === 'string' && typeof player.age === 'number' ? player : null
}

/**
 * The wizard's draft: from player selection's navigation state, else from local storage. The same
 * player as the stored draft continues that draft; a different one starts afresh. Every change is
 * written back to local storage, so a reload or a sign-in midway loses nothing.
 */
export function useWizardDraft() {
  const location = useLocation()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<WizardDraft | null>(() => {
    const stored = readStoredDraft()
    const player = playerFromState(location.state)
    if (player && !(stored && samePlayer(stored.player, player))) return newDraft(player)
    return stored
  })
  const cleared = useRef(false)

  // The state has been read: drop it from this history entry, so Back/Forward or a reload reads the
  // stored draft instead of starting it again.
  useEffect(() => {
    if (playerFromState(location.state)) navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
  }, [location, navigate])

  useEffect(() => {
    if (draft && !cleared.current) storeDraft(draft)
  }, [draft])

  /** After a successful save: the server has the goals now. */
  function clear() {
    cleared.current = true
    clearStoredDraft()
  }

  function update(change: (draft: WizardDraft) => WizardDraft) {
    setDraft((d) => (d ? change(d) : d))
  }

  return { draft, update, clear }
}
