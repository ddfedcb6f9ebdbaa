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
} as const
