import type { Mail } from './mailer.ts'

/**
 * A protected child under 13 asked the parent who manages their account for a plan
 * (docs/features/billing.md#asking-a-parent). The child's full name is in the text, so deleting the
 * child's account also deletes this mail from the development outbox (features/account/personal-data.ts).
 */
export function planRequestMail(to: string, childFullName: string, planName: string, link: string): Mail {
  return {
    to,
    subject: `${childFullName.split(' ')[0]} asked for PitchPath ${planName}`,
    text: [
      'Hi,',
      '',
      `${childFullName} asked you for the PitchPath ${planName} plan.`,
      'Players under 13 do not buy plans themselves: their parent chooses for them.',
      '',
      `See the plans and what ${planName} includes: ${link}`,
      '',
      'If you do not want to change anything, ignore this mail: nothing is charged unless you choose a plan.',
      '',
      'The PitchPath team',
    ].join('\n'),
  }
}
