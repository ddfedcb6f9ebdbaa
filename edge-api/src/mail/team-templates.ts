import type { Mail } from './mailer.ts'

const SIGN_OFF = ['', 'The PitchPath team']

/**
 * A child under 13 asked to join a team (docs/features/family.md "Team groups and the weekly
 * league"): only the parent who consented can let them in, from the team's page.
 */
export function teamApprovalMail(to: string, childFirstName: string, teamName: string, coachName: string, link: string): Mail {
  return {
    to,
    subject: `${childFirstName} asked to join the team "${teamName}" on PitchPath`,
    text: [
      'Hi,',
      '',
      `${childFirstName} entered the join code of the team "${teamName}", run by ${coachName}.`,
      'In a team, players see each other’s first name and last initial, a weekly league of training XP and game points, and cheers chosen from a fixed list. Nobody can send your child a message.',
      '',
      `${childFirstName} joins only if you approve. Sign in and open: ${link}`,
      '',
      'You can remove your child from the team at any time on the same page.',
      ...SIGN_OFF,
    ].join('\n'),
  }
}

/** A player of 13 or over joined a team: their parent hears of it and can see the team. */
export function teamJoinedMail(to: string, childFirstName: string, teamName: string, coachName: string, link: string): Mail {
  return {
    to,
    subject: `${childFirstName} joined the team "${teamName}" on PitchPath`,
    text: [
      'Hi,',
      '',
      `${childFirstName} joined the team "${teamName}", run by ${coachName}.`,
      'Team members see first names and last initials only, a weekly league, and cheers from a fixed list; there are no messages.',
      '',
      `See the team and its members: ${link}`,
      ...SIGN_OFF,
    ].join('\n'),
  }
}
