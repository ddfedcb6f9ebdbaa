import { MONEY_BACK_DAYS, PRICE_CHANGE_NOTICE_DAYS } from '@app/shared/domain/billing/plans.ts'

const FAQ = [
  [
    'Can I cancel anytime?',
    'Yes. Choose Downgrade on the Free plan: you keep your paid features until the end of the period you paid for, then your account moves to Free. Your goals and history stay.',
  ],
  [
    'Is there a money-back guarantee?',
    `Yes: if PitchPath is not for you, ask within ${MONEY_BACK_DAYS} days of paying and we refund you in full.`,
  ],
  [
    'What does Pro add?',
    'Unlimited goals, reminders by email, and My Analytics: your training day by day and over 12 weeks beside the days before, when your next level comes at your pace, and the skill to train next. Save any goal as a template and start the next one from it. Mindset Tools: a breathing reset for nerves and a reflection journal only you can read.',
  ],
  [
    'What does the Parent plan add?',
    "Everything in Pro, plus the family dashboard to follow your children, a family report of each child's last 7 or 30 days that you can print, goal approval (a child's new goals wait for your yes), their linked accounts, their permissions and notifications. Coach communication: as a team's coach, choose the week's drills for your players; there are no messages to children.",
  ],
  [
    'Will the price change?',
    `If it ever does, we tell you at least ${PRICE_CHANGE_NOTICE_DAYS} days before, and you can cancel before it applies.`,
  ],
  ['Is my card safe?', 'Card details go straight to our payment provider; PitchPath never sees or stores your card number.'],
] as const

export function PlansFaq() {
  return (
    <section className="pp-card pp-faq" aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently asked questions</h2>
      {FAQ.map(([q, a]) => (
        <details key={q}>
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
    </section>
  )
}
