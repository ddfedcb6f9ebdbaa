import * as z from 'zod/mini'
import { POSITIONS, SIGN_UP_ACCOUNT_TYPES, SKILL_LEVELS, TRAINING_AVAILABILITY } from '../domain/account.ts'
import { SIGN_UP_AGE } from '../domain/age-group.ts'
import { ACCOUNT_DATA_MESSAGES } from '../domain/messages/account-data.ts'
import { AUTH_MESSAGES } from '../domain/messages/auth.ts'
import { SECURITY_MESSAGES } from '../domain/messages/security.ts'
import { PASSWORD_MIN_LENGTH } from '../domain/password.ts'
import { noControlCharacters } from './text.ts'

export const Email = z.pipe(
  z
    .string({ error: AUTH_MESSAGES.enterEmail })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, AUTH_MESSAGES.enterEmail), z.maxLength(254, 'Email is too long')),
  z.email('Please enter a valid email address'),
)

/** A new password (docs/features/account-and-security.md): at least 6 characters; the upper bound keeps hashing cheap. */
export const NewPassword = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .check(z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort), z.maxLength(128, 'Password must be at most 128 characters long'))

const Name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), noControlCharacters(label), z.minLength(1, `${label} is required`), z.maxLength(60, `${label} is too long`))

const ageMessage = `Age must be between ${SIGN_UP_AGE.min} and ${SIGN_UP_AGE.max}`

/**
 * Sign-up payload (docs/features/account-and-security.md): email, password, first_name, last_name, accountType, and for players
 * age (6 to 18) and parentEmail (required: notifications go to the parent).
 */
export const SignUpRequest = z
  .object({
    email: Email,
    password: NewPassword,
    first_name: Name('First name'),
    last_name: Name('Last name'),
    accountType: z.enum(SIGN_UP_ACCOUNT_TYPES, { error: 'Choose Player or Parent' }),
    age: z.optional(
      z.number({ error: ageMessage }).check(z.int(ageMessage), z.gte(SIGN_UP_AGE.min, ageMessage), z.lte(SIGN_UP_AGE.max, ageMessage)),
    ),
    parentEmail: z.optional(z.union([Email, z.literal('')])),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.accountType !== 'player') return
      if (value.age === undefined) {
        ctx.addIssue({ code: 'custom', path: ['age'], message: ageMessage })
      }
      if (!value.parentEmail) {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: 'Parent/guardian email is required for players' })
      } else if (value.parentEmail === value.email) {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: 'Parent/guardian email must differ from your own' })
      }
    }),
  )
export type SignUpRequest = z.infer<typeof SignUpRequest>

/** The sign-up form adds the confirmation the API never receives. */
export const SignUpForm = z
  .intersection(z.object({ confirmPassword: z.string() }), SignUpRequest)
  .check(z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch }))
export type SignUpForm = z.infer<typeof SignUpForm>

/** Sign-in needs email and password (docs/features/account-and-security.md); length is not checked so old passwords still work. */
/** A code from an authenticator app (6 digits) or a recovery code (xxxx-xxxx); spaces are ignored. */
export const SecondFactorCode = z.pipe(
  z.pipe(
    z.string({ error: SECURITY_MESSAGES.codeRequired }),
    z.transform((code: string) => code.replace(/\s+/g, '').toLowerCase()),
  ),
  z.string().check(z.minLength(1, SECURITY_MESSAGES.codeRequired), z.maxLength(20, SECURITY_MESSAGES.codeWrong)),
)

/** The password a person already has (sign-in, and confirming it again before a sensitive change). */
export const CurrentPassword = z
  .string({ error: 'Password is required' })
  .check(z.minLength(1, 'Password is required'), z.maxLength(128, 'Password is too long'))

export const SignInRequest = z.object({
  email: Email,
  password: CurrentPassword,
  /** Only for an account with two-step sign-in on; the server asks for it (SECOND_FACTOR_REQUIRED). */
  code: z.optional(SecondFactorCode),
})
export type SignInRequest = z.infer<typeof SignInRequest>

/** Reset request: email required (docs/features/account-and-security.md). */
export const PasswordResetRequest = z.object({ email: Email })
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>

export const PasswordResetConfirmRequest = z.object({
  token: z.string().check(z.minLength(16, AUTH_MESSAGES.invalidResetLink), z.maxLength(200, AUTH_MESSAGES.invalidResetLink)),
  password: NewPassword,
})
export type PasswordResetConfirmRequest = z.infer<typeof PasswordResetConfirmRequest>

/**
 * Changing the password while signed in (docs/features/account-and-security.md): the current password proves the owner is here,
 * not just their session (a borrowed phone); `code` is required by the server when two-step sign-in is on.
 */
export const PasswordUpdateRequest = z.strictObject({
  current_password: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .check(z.minLength(1, AUTH_MESSAGES.currentPasswordRequired), z.maxLength(128, 'Password is too long')),
  password: NewPassword,
  code: z.optional(SecondFactorCode),
})
export type PasswordUpdateRequest = z.infer<typeof PasswordUpdateRequest>

/** The change-password form: the current password, the new one twice, and the code when two-step sign-in is on. */
export const ChangePasswordForm = z
  .object({
    current_password: PasswordUpdateRequest.shape.current_password,
    password: NewPassword,
    confirmPassword: z.string(),
    code: z.optional(SecondFactorCode),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch }))

/** New password with confirmation, as the reset and update forms take it (docs/features/account-and-security.md). */
export const NewPasswordForm = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .check(z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch }))

export const UpdateProfileRequest = z.partial(
  z.strictObject({
    first_name: Name('First name'),
    last_name: Name('Last name'),
    age: z.nullable(
      z.number().check(z.int('Age must be a whole number'), z.gte(6, 'Age must be at least 6'), z.lte(120, 'Age must be at most 120')),
    ),
    skill_level: z.enum(SKILL_LEVELS),
    position_preference: z.enum(POSITIONS),
    training_availability: z.enum(TRAINING_AVAILABILITY),
  }),
)
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>

export const OkResponse = z.object({ ok: z.literal(true) })

/** Deleting an account asks for the caller's own password again: a borrowed, signed-in device is not enough. */
export const DeleteAccountRequest = z.strictObject({
  password: z
    .string({ error: ACCOUNT_DATA_MESSAGES.confirmWithPassword })
    .check(z.minLength(1, ACCOUNT_DATA_MESSAGES.confirmWithPassword), z.maxLength(128, 'Password is too long')),
})
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>
