import type { Mail } from './mailer.ts'

const SIGN_OFF = ['', 'The PitchPath team']

/** An invitation to join a family (docs/features/family.md): the code works once, for 7 days. */
export function familyInvitationMail(to: string, familyName: string, inviterName: string, code: string, link: string): Mail {
  return {
    to,
    subject: `${inviterName} invited you to the ${familyName} family on PitchPath`,
    text: [
      'Hi,',
      '',
      `${inviterName} invited you to join the family account "${familyName}" on PitchPath.`,
      '',
      `Your invitation code: ${code}`,
      '',
      `Sign in (or create an account), then open this link to join within 7 days: ${link}`,
      '',
      'If you were not expecting this, ignore this mail: nothing happens without the code.',
      ...SIGN_OFF,
    ].join('\n'),
  }
}

/** The child's link code (docs/features/family.md): only the child's own mailbox gets it. */
export function childLinkMail(to: string, familyName: string, parentName: string, code: string, link: string): Mail {
  return {
    to,
    subject: `${parentName} wants to link your PitchPath account to ${familyName}`,
    text: [
      'Hi,',
      '',
      `${parentName} asked to link your PitchPath account to the family account "${familyName}".`,
      '',
      `Your verification code: ${code}`,
      '',
      `Sign in with this email address, open ${link} and enter the code within 7 days. You will see the request and can accept or decline it.`,
      '',
      'If you do not know this person, decline the request or ignore this mail.',
      ...SIGN_OFF,
    ].join('\n'),
  }
}

/** Tells the admin that a teen left the family (docs/features/family.md): leaving supervision is never silent. */
export function memberLeftMail(to: string, familyName: string, memberName: string): Mail {
  return {
    to,
    subject: `${memberName} left ${familyName} on PitchPath`,
    text: [
      `Hi,`,
      '',
      `${memberName} unlinked their account from the family account "${familyName}".`,
      'You can send a new link request from the family dashboard.',
      ...SIGN_OFF,
    ].join('\n'),
  }
}

/** The parent's approval link for a child under 13 (the token rides in the URL hash, never in logs). */
export function parentalConsentMail(to: string, childName: string, link: string): Mail {
  return {
    to,
    subject: `Please approve ${childName}'s PitchPath account`,
    text: [
      'Hi,',
      '',
      `${childName} signed up for PitchPath, the youth soccer training app, and gave this address as their parent's.`,
      'Children under 13 need a parent or guardian to approve their account. Until you do, nothing of theirs is saved.',
      '',
      `To read what you are agreeing to and approve, open this link within 7 days: ${link}`,
      '',
      'Without your approval the account and everything in it are deleted after 7 days.',
      'If you do not know this child, ignore this mail.',
      ...SIGN_OFF,
    ].join('\n'),
  }
}

/** A child's new goals wait for the family admin's approval (the Parent plan's goal approval). */
export function goalAwaitingApprovalMail(to: string, childName: string, titles: readonly string[], link: string): Mail {
  const what = titles.length === 1 ? `a new goal` : `${titles.length} new goals`
  return {
    to,
    subject: `${childName} set ${what} for you to approve`,
    text: [
      'Hi,',
      '',
      `${childName} set ${what} on PitchPath and is waiting for your approval:`,
      '',
      ...titles.map((t) => `- ${t}`),
      '',
      `Approve, or send a goal back with a note, on your family dashboard: ${link}`,
      ...SIGN_OFF,
    ].join('\n'),
  }
}

/**
 * What a family admin did about a member who manages their own account (13 and over): the member is
 * told every time, with where to see it and how to leave. Never sent to a protected child.
 */
export type MemberNotice =
  | { kind: 'changed'; changes: readonly string[] }
  | { kind: 'data_requested' }
  | { kind: 'deletion_requested' }

export function memberNoticeMail(to: string, familyName: string, adminName: string, notice: MemberNotice, familyLink: string): Mail {
  const what = notice.kind === 'changed'
    ? {
      subject: `${adminName} changed your settings in ${familyName}`,
      lines: [`${adminName} changed your settings in the family account "${familyName}":`, ...notice.changes.map((c) => `- ${c}`)],
    }
    : notice.kind === 'data_requested'
    ? {
      subject: `${adminName} asked for your PitchPath data`,
      lines: [
        `${adminName}, the administrator of "${familyName}", asked to download your PitchPath data.`,
        'It was not given: your data is yours, and you download it yourself from Account and Privacy.',
      ],
    }
    : {
      subject: `${adminName} asked to delete your PitchPath account`,
      lines: [
        `${adminName}, the administrator of "${familyName}", asked to delete your PitchPath account.`,
        'Nothing was deleted: only you can delete your account.',
      ],
    }
  return {
    to,
    subject: what.subject,
    text: ['Hi,', '', ...what.lines, '', `You can see your family and leave it at any time: ${familyLink}`, ...SIGN_OFF].join('\n'),
  }
}
