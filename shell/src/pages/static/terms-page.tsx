import { LegalDocument, type LegalSection } from './legal-document'

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-can-use',
    title: 'Who can use PitchPath',
    items: [
      'You must be at least 6 years old.',
      'If you are under 18, you need permission from a parent or guardian to use PitchPath.',
      'Accounts for children under 13 are created and managed by a parent or guardian.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    paragraphs: [
      'Give true information when you sign up, keep your password private and do not share your account. You are responsible for what happens under your account. If you think someone else has used it, change your password and tell us.',
      'Parents who create a family account become its administrator and are responsible for the members they invite and the children they link.',
    ],
  },
  {
    id: 'subscriptions',
    title: 'Plans, payments and refunds',
    items: [
      'Free: $0 — up to 2 active goals, check-ins, tracking and badges.',
      'Pro: $5 per month — unlimited goals, advanced analytics and more.',
      'Parent: $8 per month — everything in Pro plus the family dashboard and parental controls.',
      'Paid plans renew every month until you cancel. You can cancel anytime, and you keep paid features until the end of the period you paid for.',
      '30-day money-back guarantee: if you are not happy within 30 days of your first payment, ask us and we will refund it in full.',
      'We will tell you at least 30 days before any price change takes effect, so you can decide whether to continue.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    paragraphs: ['Please use PitchPath the way it is meant to be used. Do not:'],
    items: [
      'Break the law or help anyone else to do so.',
      'Pretend to be someone else, or link to a child who is not yours to look after.',
      'Try to access other people’s accounts or data, or get around plan limits or security.',
      'Cheat the games or points with scripts or bots, or disrupt the service.',
      'Copy, resell or misuse PitchPath’s content or code.',
    ],
  },
  {
    id: 'safety',
    title: 'Staying safe',
    items: [
      'Be respectful. No bullying, harassment, hateful or unkind language.',
      'Do not share personal contact details — such as phone numbers, home addresses, school names or social media handles — in goals, notes or messages.',
      'If something makes you feel uncomfortable, tell a parent, guardian or coach, and let us know.',
    ],
  },
  {
    id: 'no-medical-advice',
    title: 'No medical advice — train safely',
    paragraphs: [
      'PitchPath helps you set goals and track training. It is not medical, fitness or nutrition advice. Warm up, rest when you need to, drink water and stop if something hurts. Talk to a doctor before starting hard training, and after any injury. Younger players should let an adult know when and where they are training.',
    ],
  },
  {
    id: 'your-content',
    title: 'Your content',
    paragraphs: [
      'The goals, notes and training logs you create stay yours. You allow us to store and display them to you and to family members you have linked, so that PitchPath can work. Points, levels, badges and achievements have no cash value.',
    ],
  },
  {
    id: 'termination',
    title: 'Ending your account',
    paragraphs: [
      'You can stop using PitchPath and delete your account at any time. We may suspend or close an account that breaks these terms, especially where a child’s safety is at risk. Where we can, we will tell you why first and give you a chance to fix the problem. If we close a paid account without a good reason, we will refund the unused part of your subscription.',
    ],
  },
  {
    id: 'service',
    title: 'The service and these terms',
    paragraphs: [
      'PitchPath is in beta. We work hard to keep it running and accurate, but some features may change or be unavailable at times, and it is provided without guarantees beyond those the law gives you. If we change these terms in an important way, we will tell you before the change takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    paragraphs: ['Questions about these terms, your plan or a refund? Write to us.'],
    email: 'support@pitchpath.dev',
  },
]

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="January 2025"
      intro="These terms are the rules for using PitchPath. By creating an account, you agree to them. If you are under 18, please read them together with a parent or guardian."
      sections={SECTIONS}
      related={{ to: '/app/privacy', label: 'Read our Privacy Policy' }}
    />
  )
}
