// The goal wizard's draft in this browser, read by player selection (to offer continuing it) and
// written by the wizard.
import { parseWizardDraft, WIZARD_DRAFT_STORAGE_KEY, type WizardDraft } from '@app/shared/domain/goal-wizard.ts'

/**
 * The wizard's draft in local storage (it stays in the browser until the server
 * has it). Storage can be missing or full (private mode, quota): the wizard then still works, it
 * just does not survive a reload.
 */
export function readStoredDraft(): WizardDraft | null {
  try {
    return parseWizardDraft(window.localStorage.getItem(WIZARD_DRAFT_STORAGE_KEY))
  } catch {
    return null
  }
}

export function storeDraft(draft: WizardDraft): void {
  try {
    window.localStorage.setItem(WIZARD_DRAFT_STORAGE_KEY, JSON.stringify(draft))
  } catch {
    // Best effort, see above.
  }
}

export function clearStoredDraft(): void {
  try {
    window.localStorage.removeItem(WIZARD_DRAFT_STORAGE_KEY)
  } catch {
    // Best effort, see above.
  }
}
