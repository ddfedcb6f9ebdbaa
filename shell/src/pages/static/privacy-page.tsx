import { LegalDocument, type LegalSection } from './legal-document'

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    items: [
      'Account details: first and last name, email address, password (never stored in readable form) and account type. For players we also ask for age and a parent or guardian’s email address.',
      'Soccer profile: age group, skill level, preferred position and the playing style you choose.',
      'Goals and training: your goals (title, description, target date, status), training logs (session type, duration, skills worked on, energy level, notes), daily check-ins, skill progress, XP, levels, streaks and badges.',
      'Games: game results (score, time taken, date) and the achievements you earn.',
      'Family links: the family account name, its members and their relationship (parent, guardian or child), permission levels, invitations and link requests, and a record each time a family administrator views a child’s goals.',
      'Subscription and settings: which plan you are on, its status, and your notification preferences.',
    ],
    closing: 'We do not ask for a home address, school, phone contacts, photos or precise location.',
  },
  {
    id: 'why',
    title: 'Why we use it',
    items: [
      'To create your account and keep you signed in.',
      'To show your goals and progress, and suggest goals that fit your age and skill level.',
      'To calculate XP, levels, streaks and achievements.',
      'To let a family administrator follow a linked child’s progress, at the permission level that was agreed.',
      'To send the notifications you switched on, and to send account messages for players to their parent or guardian.',
      'To run subscriptions, keep PitchPath secure and fix problems.',
    ],
    closing: 'We do not use your information for advertising and we do not build marketing profiles of children.',
  },
  {
    id: 'cookies',
    title: 'Cookies and storage on your device',
    paragraphs: [
      'We use one cookie: a session cookie that keeps you signed in. It is HttpOnly, which means scripts on the page cannot read it, and it ends when you sign out or when the session expires.',
      'We do not use tracking, analytics or advertising cookies, and we do not load third-party trackers.',
      'Your browser’s local storage also remembers which game questions you have already seen, so you do not get repeats, and the goals you pick in the setup wizard before your account exists. You can clear this at any time in your browser settings.',
    ],
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    paragraphs: ['PitchPath is made for young players, so we treat children’s information with extra care.'],
    items: [
      'Accounts for children under 13 are created and managed together with a parent or guardian, who gives consent.',
      'Player accounts include a parent or guardian email address, and account notices go to that address.',
      'You can download all of your data as a file, or delete your account and everything in it, at any time from Account and Privacy. A family administrator can do the same for a linked child under 13 from the child’s page in the family dashboard.',
      'A parent sees a child’s goals and activity only after the child’s account is linked with a six-digit code. Members under 13 can be viewed only by the family administrator.',
      'We never show advertising to children or sell their data.',
    ],
    closing: 'If you believe a child under 13 is using PitchPath without a parent’s consent, tell us and we will delete the account.',
  },
  {
    id: 'sharing',
    title: 'We do not sell your data',
    paragraphs: ['We do not sell, rent or trade personal information. We share it only in these cases:'],
    items: [
      'With family members you link to, at the permission level that was chosen.',
      'With service providers who host our app and database or send our emails. They act only on our instructions and may not use the data for anything else.',
      'With our payment provider, when you buy a subscription.',
      'When the law requires it, or to protect someone’s safety.',
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    paragraphs: [
      'Card details are entered into our payment provider’s secure form and go directly to them. We never see or store your full card number. We only receive the plan you chose, its status and a reference for the payment. The payment provider’s own privacy policy applies to the card data they handle.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    items: [
      'We keep your information for as long as your account is open.',
      'When an account is deleted, we delete its profile, goals, training logs, game results and family links within 30 days. Records of payments are kept only as long as the law requires.',
      'Family invitations and link codes expire after 7 days, and password reset links after 1 hour.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'We use encrypted connections (HTTPS), an HttpOnly session cookie, and permission checks on every family request. Passwords are never stored in plain text, and only staff who need access to run the service can reach our systems. No system is perfect, so if you notice anything wrong, please tell us straight away.',
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    items: [
      'See the information we hold about you.',
      'Correct anything that is wrong.',
      'Export your data in a common file format.',
      'Delete your account and its data.',
      'Withdraw consent — for example unlink a family account or turn off notifications.',
      'Complain to your local data protection authority.',
    ],
    closing: 'A parent or guardian can use these rights for a child under 13. We answer every request within 30 days.',
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    paragraphs: [
      'When we change this policy we update the date at the top. If a change is important, we email account holders (and parents of player accounts) before it takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    paragraphs: ['Questions about privacy, or a request about your or your child’s data? Write to us.'],
    email: 'privacy@pitchpath.dev',
  },
]

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="January 2025"
      intro="This policy explains what information PitchPath collects, why we collect it, how long we keep it and the choices you have. We wrote it in plain language so players and parents can read it together."
      sections={SECTIONS}
      related={{ to: '/app/terms', label: 'Read our Terms of Service' }}
    />
  )
}
