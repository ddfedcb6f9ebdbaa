/** Subscription and payment messages (docs/features/billing.md), exactly as the pages show them. */
export const BILLING_MESSAGES = {
  updateFailed: 'Failed to update subscription',
  paymentFailed: 'Payment failed',
  unexpected: 'Payment failed. Please try again.',
  /** 'Payment successful! Welcome to PitchPath Pro!' (or Parent). */
  success: (planName: string) => `Payment successful! Welcome to PitchPath ${planName}!`,
  processing: 'Processing...',
  cancelAnytime: 'Cancel anytime',
  moneyBack: '30-Day Money Back Guarantee',
  testCardHint: 'Test mode: use card 4242 4242 4242 4242, any future date and any CVC.',
  declined: 'Your card was declined.',
  alreadyOnPlan: 'You are already on this plan',
  downgradeScheduled: (date: string) => `Your plan will change to Free on ${date}. You keep your paid features until then.`,
  nothingToCancel: 'You are on the Free plan: there is nothing to cancel',
  notAvailable: 'Card payments are not available right now. Please try again later.',
  // Asking a parent (docs/features/billing.md#asking-a-parent): what a protected child under 13 sees.
  askParent: 'Ask a parent',
  askParentIntro: (planName: string) => `Ask them for ${planName}: we email them a link to the plans.`,
  askSent: (planName: string) => `We asked your parent for ${planName}. They will get an email with a link to the plans.`,
  askPending: (planName: string, when: string) => `You asked your parent for ${planName} on ${when}. Waiting for them.`,
  askAgainAt: (when: string) => `You can ask again from ${when}.`,
  askedRecently: (planName: string) => `You already asked your parent for ${planName} today. You can ask again in 24 hours.`,
  askNotForYou: 'You choose your own plan: only players under 13 ask a parent.',
  askNoParent: 'We could not find the parent who manages your account. Ask them to check your family in PitchPath.',
  /** What the parent's plans page says about a child's ask. */
  childAsked: (childFirstName: string, planName: string) => `${childFirstName} asked for ${planName}.`,
} as const
