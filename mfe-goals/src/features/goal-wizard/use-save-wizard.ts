import { useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { useNavigate } from '@app/shared/routing/index.ts'
import type { SignUpWithTimeZoneRequest } from '@app/shared/schemas/time-zone.ts'
import { signUp, toast, useAppDispatch } from '@app/shared/session/index.ts'
import { toSaveRequest } from './to-save-request.ts'

export type SavePhase = 'idle' | 'creatingAccount' | 'saving'

/**
 * Step 3's two ways to finish (docs/features/goals.md): save as the signed-in player, or create the account
 * with the plan. Either way, success toasts, clears the draft and opens My Goals; a child under 13 is
 * told their account and plan wait for a parent.
 */
export function useSaveWizard(draft: WizardDraft, clearDraft: () => void) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<SavePhase>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  // A child under 13's account and plan were made and wait for a parent: what the server said.
  const [awaitingParent, setAwaitingParent] = useState<string | null>(null)

  async function save(successMessage: string): Promise<void> {
    setPhase('saving')
    try {
      await goalsApi.saveWizard(toSaveRequest(draft))
    } catch (error) {
      const info = toApiErrorInfo(error, GOAL_MESSAGES.saveFailed)
      // The free-tier refusal names the limit in the server's words; everything else gets the screen's own text.
      setFailure(info.code === 'PLAN_LIMIT_REACHED' ? info.message || GOAL_MESSAGES.freeLimit : GOAL_MESSAGES.saveFailed)
      setPhase('idle')
      return
    }
    clearDraft()
    dispatch(toast.success(successMessage))
    navigate('/app/goal-tracker')
  }

  async function saveAsSignedIn(): Promise<void> {
    setFailure(null)
    await save(GOAL_MESSAGES.saved)
  }

  /**
   * The plan goes with the sign-up: the server saves it on the new account in the same write, so a
   * child under 13, whose account waits for a parent, keeps it on the server, not in this browser.
   */
  async function createAccountAndSave(request: SignUpWithTimeZoneRequest): Promise<void> {
    setFailure(null)
    setFieldErrors({})
    setPhase('creatingAccount')
    const result = await dispatch(signUp({ ...request, plan: toSaveRequest(draft) }))
    if (signUp.fulfilled.match(result)) {
      clearDraft()
      dispatch(toast.success(GOAL_MESSAGES.accountCreatedAndSaved))
      navigate('/app/goal-tracker')
      return
    }
    const info = result.payload
    if (info?.code === 'CONSENT_REQUIRED') {
      clearDraft()
      setAwaitingParent(info.message)
      setPhase('idle')
      return
    }
    // status 0: no answer from the server (network), so nothing more specific to say.
    setFailure(info && info.status !== 0 && info.message ? info.message : GOAL_MESSAGES.createAccountFailed)
    setFieldErrors(info?.fields ?? {})
    setPhase('idle')
  }

  return { phase, failure, fieldErrors, awaitingParent, saveAsSignedIn, createAccountAndSave }
}
