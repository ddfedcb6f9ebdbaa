/**
 * Parental consent for children under 13 (spec §5 Terms: parents create and manage accounts for
 * under 13; architecture "Settled readings": the parent approves by an emailed link within 7 days,
 * else the account is deleted; a code the child types is never taken as consent).
 */
export const CONSENT_AGE = 13
export const CONSENT_VALID_DAYS = 7
export const CONSENT_VALID_MS = CONSENT_VALID_DAYS * 24 * 60 * 60 * 1000

/** Player sign-ups under 13 wait for a parent; everyone else starts at once. */
export function needsParentalConsent(accountType: string, age: number | null | undefined): boolean {
  return accountType === 'player' && typeof age === 'number' && age < CONSENT_AGE
}

/** Versioned, so the audit trail says exactly which words the parent agreed to. */
export const CONSENT_TEXT_VERSION = '2026-11-23'
export const CONSENT_TEXT =
  'I am the parent or legal guardian of this child. I agree that they may use PitchPath: set training goals, log training, play the soccer games and earn points and badges. ' +
  'Their account is managed from my family account, where I can see their goals and progress, change what is shared, and remove their account at any time. ' +
  'PitchPath sends no emails to my child and shows nothing of theirs to anyone outside our family.'

export const CONSENT_MESSAGES = {
  awaiting: (parentEmail: string) =>
    `Almost there! We emailed your parent at ${parentEmail} to approve your account. Until they do, you can play the games, but nothing is saved.`,
  signInPending: "Your account is waiting for your parent's approval. Ask them to open the email we sent them.",
  invalidLink: 'This approval link is invalid or has expired',
  approved: (childName: string) => `Thank you! ${childName}'s account is approved and linked to your family.`,
  parentOnly: 'Please sign in with a parent account to approve',
  notYourFamily: "You are a member of another family: only a family's administrator can add a child",
} as const

export const CONSENT_STATUSES = ['not_required', 'pending', 'approved'] as const
export type ConsentStatus = (typeof CONSENT_STATUSES)[number]
