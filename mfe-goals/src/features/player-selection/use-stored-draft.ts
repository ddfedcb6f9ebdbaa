import { useState } from 'react'
import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { clearStoredDraft, readStoredDraft } from '../../wizard-draft-storage.ts'

/** The goal wizard's draft left on this device, if any, and a way to throw it away. */
export function useStoredDraft() {
  const [draft, setDraft] = useState<WizardDraft | null>(readStoredDraft)
  function discard() {
    clearStoredDraft()
    setDraft(null)
  }
  return { draft, discard }
}
