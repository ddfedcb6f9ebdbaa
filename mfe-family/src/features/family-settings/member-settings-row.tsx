import { useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { FAMILY_PERMISSION_LEVELS, type FamilyPermissionLevel, PERMISSION_LABELS } from '@app/shared/domain/family/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import type { FamilyMember } from '@app/shared/schemas/family.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { ConfirmDialog } from '@app/shared/ui/confirm-dialog.tsx'
import { SelectField } from '@app/shared/ui/select-field.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'

const PERMISSION_OPTIONS = FAMILY_PERMISSION_LEVELS.map((value) => ({ value, label: PERMISSION_LABELS[value] }))

/** One member in settings: permission, birth date (decides the under-13 rule), goal approval and push reminders for a child, remove. */
export function MemberSettingsRow({ member, onChanged }: { member: FamilyMember; onChanged: () => void }) {
  const dispatch = useAppDispatch()
  const name = `${member.first_name} ${member.last_name}`
  const [birthDate, setBirthDate] = useState(member.birth_date ?? '')
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // Shown at once (a checkbox that waits for the server looks broken), put back if the save fails.
  const [goalApproval, setGoalApproval] = useState(member.goal_approval)
  const [pushAllowed, setPushAllowed] = useState(member.push_allowed)

  async function run(action: () => Promise<unknown>, success: string, undo?: () => void) {
    setBusy(true)
    try {
      await action()
      dispatch(toast.success(success))
      onChanged()
    } catch (err) {
      undo?.()
      dispatch(toast.error(failureMessage(err, 'That did not work. Please try again.')))
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <li className="pp-family__row" data-testid="settings-member">
      <span>
        <strong>{name}</strong> · {member.relationship_type === 'child' ? 'Child' : 'Guardian'}
      </span>
      <SelectField
        name={`permission-${member.id}`}
        label={`Permission for ${name}`}
        options={PERMISSION_OPTIONS}
        value={member.permission_level}
        disabled={busy}
        onChange={(e) =>
          void run(
            () => familyApi.updateMember(member.id, { permission_level: e.target.value as FamilyPermissionLevel }),
            FAMILY_MESSAGES.permissionUpdated,
          )
        }
      />
      <TextField
        name={`birth-${member.id}`}
        label={`Birth date of ${name}`}
        type="date"
        value={birthDate}
        onChange={(e) => setBirthDate(e.target.value)}
      />
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => void run(() => familyApi.updateMember(member.id, { birth_date: birthDate || null }), 'Birth date saved.')}
      >
        Save <span className="pp-visually-hidden">the birth date of {name}</span>
      </Button>
      {member.relationship_type === 'child' && !member.is_admin && (
        <label className="pp-family__check">
          <input
            type="checkbox"
            checked={goalApproval}
            disabled={busy}
            onChange={(e) => {
              const next = e.target.checked
              setGoalApproval(next)
              void run(
                () => familyApi.updateMember(member.id, { goal_approval: next }),
                FAMILY_MESSAGES.approvalSettingSaved,
                () => setGoalApproval(!next),
              )
            }}
          />{' '}
          New goals need my approval<span className="pp-visually-hidden"> ({name})</span>
        </label>
      )}
      {member.relationship_type === 'child' && !member.is_admin && (
        <label className="pp-family__check" data-testid="push-allowed">
          <input
            type="checkbox"
            checked={pushAllowed}
            disabled={busy}
            aria-describedby={`push-hint-${member.id}`}
            onChange={(e) => {
              const next = e.target.checked
              setPushAllowed(next)
              void run(
                () => familyApi.updateMember(member.id, { push_allowed: next }),
                PUSH_MESSAGES.adminSaved(next),
                () => setPushAllowed(!next),
              )
            }}
          />{' '}
          {PUSH_MESSAGES.adminSwitch}
          <span className="pp-visually-hidden"> ({name})</span>
          <span id={`push-hint-${member.id}`} className="pp-field__hint">
            {' '}
            {PUSH_MESSAGES.adminSwitchHint}
          </span>
        </label>
      )}
      <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
        Remove <span className="pp-visually-hidden">{name}</span>
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Remove member?"
          confirmLabel="Remove"
          busy={busy}
          onConfirm={() => void run(() => familyApi.removeMember(member.id), FAMILY_MESSAGES.removed)}
          onCancel={() => setConfirming(false)}
        >
          Remove {name} from the family? Their account stays; they are no longer linked.
        </ConfirmDialog>
      )}
    </li>
  )
}
