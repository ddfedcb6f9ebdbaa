import { browserTimeZone } from '@app/shared/domain/calendar-day.ts'
import { SIGN_UP_AGE } from '@app/shared/domain/age-group.ts'
import { checkSignUp, type SignUpCheck, type SignUpValues } from '@app/shared/schemas/sign-up-check.ts'

/** Step 3's account form as typed: the sign-up form without the account type (always a player). */
export type AccountValues = Omit<SignUpValues, 'accountType'>

/** The age from player selection carries over when sign-up accepts it (6 to 18). */
export function initialAccountValues(age: number): AccountValues {
  const fits = Number.isInteger(age) && age >= SIGN_UP_AGE.min && age <= SIGN_UP_AGE.max
  return { first_name: '', last_name: '', email: '', password: '', confirmPassword: '', age: fits ? String(age) : '', parentEmail: '' }
}

/** Finish is enabled only when every field has something in it. */
export function allAccountFieldsFilled(values: AccountValues): boolean {
  return Object.values(values).every((v) => v.trim() !== '')
}

/** The auth screen's sign-up rules and messages (shared), for a player, with the browser's time zone. */
export function checkAccount(values: AccountValues): SignUpCheck {
  return checkSignUp({ ...values, accountType: 'player' }, browserTimeZone())
}
