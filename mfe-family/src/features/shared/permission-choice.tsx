import {
  FAMILY_PERMISSION_LEVELS,
  type FamilyPermissionLevel,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_LABELS,
} from '@app/shared/domain/family/family.ts'
import { RadioGroup } from '@app/shared/ui/radio-group.tsx'

const OPTIONS = FAMILY_PERMISSION_LEVELS.map((value) => ({
  value,
  label: `${PERMISSION_LABELS[value]}: ${PERMISSION_DESCRIPTIONS[value]}`,
}))

/** The three link permission levels (docs/features/family.md), view only first because it is the default. */
export function PermissionChoice({ value, onChange }: { value: FamilyPermissionLevel; onChange: (value: FamilyPermissionLevel) => void }) {
  const ordered = [...OPTIONS].sort((a, b) => (a.value === 'view_only' ? -1 : b.value === 'view_only' ? 1 : 0))
  return <RadioGroup name="permission_level" legend="Permission level" options={ordered} value={value} onChange={onChange} />
}
