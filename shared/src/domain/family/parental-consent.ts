/**
 * Parental consent for children under 13 (parents create and manage accounts for
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
  otherParent: 'This approval was sent to another email address. Sign in as that address to approve it.',
  // What a protected child is told: the parent who consented decides these.
  ageManagedByParent: 'Your parent manages your age. Ask your parent to change it.',
  askParentForPlan: 'Ask your parent to choose a plan for you.',
  notYourFamily: "You are a member of another family: only a family's administrator can add a child",
} as const

export const CONSENT_STATUSES = ['not_required', 'pending', 'approved'] as const
export type ConsentStatus = (typeof CONSENT_STATUSES)[number]

/**
 * When a parent's consent stops covering a child: the day they are 13 by what was recorded when the
 * consent was given (the birth date the parent gave, else the age given then, counted as if the
 * birthday had just passed so the cover never ends early). Without either, the longest cover.
 * Editing an age or birth date afterwards changes nothing: this is computed once, at consent.
 */
export function consentCoversUntil(consentAt: number, recorded: { age: number | null; birthDate?: string | null }): number {
  const byAge = new Date(consentAt)
  byAge.setUTCFullYear(byAge.getUTCFullYear() + CONSENT_AGE - (recorded.age ?? 0))
  if (!recorded.birthDate) return byAge.getTime()
  const [y, m, d] = recorded.birthDate.split('-').map(Number) as [number, number, number]
  // The end of the 13th birthday in UTC, so no time zone ends the cover before the day does.
  const byBirthDate = Date.UTC(y + CONSENT_AGE, m - 1, d + 1)
  return recorded.age === null ? byBirthDate : Math.max(byAge.getTime(), byBirthDate)
}

/** What the server recorded about a person's parental consent (users.consent_status and the approved consent row). */
export type ConsentRecord = { consentStatus: ConsentStatus; approvedBy: string | null; coveredUntil: number | null }

/**
 * The one rule for "a protected child under 13": a parent's consent is on record (approved by the
 * parent, or the account created by them) and still covers the child. Protected children are managed
 * by that parent: only they download or delete the account, and the child cannot change their age,
 * leave the family or buy a plan. Everyone else (a teen who linked themselves) decides for themselves.
 */
export function isProtectedChild(record: ConsentRecord | null, now: number): boolean {
  return record !== null && record.consentStatus === 'approved' && record.coveredUntil !== null && now < record.coveredUntil
}

/** Whether `parentId` is the parent who gave the consent that protects the child. */
export function consentGivenBy(record: ConsentRecord | null, parentId: string, now: number): boolean {
  return isProtectedChild(record, now) && record!.approvedBy === parentId
}

/** isProtectedChild for the signed-in person as the app sees them (User.parent_manages_until). */
export function isParentManaged(user: { parent_manages_until?: string | null }, now: number): boolean {
  return isProtectedChild(
    user.parent_manages_until ? { consentStatus: 'approved', approvedBy: null, coveredUntil: Date.parse(user.parent_manages_until) } : null,
    now,
  )
}
