import type { AgeGroup } from './age-group.ts'
import type { GoalType, WizardPillar } from './goals.ts'

export type CatalogueText = { title: string; description: string }

/**
 * The words of the wizard's goal catalogue (docs/features/goals.md). The nested record makes the type checker
 * insist on exactly one goal per age group, pillar and goal type. Process goals are habits the
 * player controls, performance goals a measured standard, outcome goals a result in the game.
 * 8-12 is written to a child in simple, encouraging words; 13-17 and 18+ ask for more and measure it.
 */
export const GOAL_CATALOGUE_CONTENT: Record<AgeGroup, Record<WizardPillar, Record<GoalType, CatalogueText>>> = {
  '8-12': {
    technical: {
      process: {
        title: 'Play with the ball for 15 minutes a day',
        description:
          'Five days a week, do 15 minutes of toe taps, sole rolls and inside-outside touches with both feet. Tick off each day on your chart.',
      },
      performance: {
        title: 'Juggle the ball 20 times in a row',
        description:
          'Keep the ball up with your feet, thighs and head. Write down your best score each week until you reach 20 without it touching the ground.',
      },
      outcome: {
        title: 'Score a goal with your weaker foot',
        description:
          'Practise shooting with your weaker foot at every session, then score at least one goal with it in a match or scrimmage this season.',
      },
    },
    physical: {
      process: {
        title: 'Do a quick-feet warm-up before every practice',
        description: 'Spend 10 minutes skipping, side-shuffling and running through a ladder or cones before each practice and match.',
      },
      performance: {
        title: 'Dribble the cone course 2 seconds faster',
        description: 'Time yourself dribbling in and out of 6 cones and back. Keep the ball close and beat your first time by 2 seconds.',
      },
      outcome: {
        title: 'Keep running until the final whistle',
        description:
          'Play the whole of your minutes in a match with full effort and still be sprinting for the ball in the last 5 minutes.',
      },
    },
    tactical: {
      process: {
        title: 'Look over your shoulder before the ball comes',
        description:
          'At every practice, take a quick look behind you before a pass reaches you, so you know where the space is. Ask your coach to watch for it.',
      },
      performance: {
        title: 'Make 10 passes that reach a teammate in one match',
        description: 'Ask a parent or teammate to count your good passes during a match. Keep trying until you make 10 in one game.',
      },
      outcome: {
        title: 'Set up a goal for a teammate',
        description: 'Look for teammates in space and make the pass that leads to their goal (an assist) in a match this season.',
      },
    },
    mental: {
      process: {
        title: 'Say "Next ball!" after every mistake',
        description:
          'When you or a teammate gets something wrong, say "Next ball!" or something kind and get straight back into the game. Do it at every practice.',
      },
      performance: {
        title: 'Try a new move 3 times in every match',
        description:
          'Be brave: try a move you have practised, like a step-over or a drag-back, at least 3 times in each match, even if it does not work every time.',
      },
      outcome: {
        title: 'Earn an award for effort from your coach',
        description:
          'Give your best effort and stay positive at every session, and earn a player-of-the-week or effort award from your coach this season.',
      },
    },
  },
  '13-17': {
    technical: {
      process: {
        title: 'Two-footed first-touch work, 4 days a week',
        description:
          'Twenty minutes of wall passes at different heights and angles, receiving across your body with both feet: 100 touches per foot per session. Log every session.',
      },
      performance: {
        title: 'Complete 80% of your passes over 3 matches',
        description:
          "Track your passing from video or a teammate's count and reach 80% completion in 3 matches running, with at least 25 passes attempted in each.",
      },
      outcome: {
        title: 'Reach 5 goals plus assists this season',
        description:
          'Turn better technique into end product: record at least 5 goal contributions (goals plus assists) in competitive matches this season.',
      },
    },
    physical: {
      process: {
        title: 'Three strength and mobility sessions a week',
        description:
          'Thirty minutes of bodyweight strength (squats, lunges, planks, Nordic curls) plus 10 minutes of mobility, three times a week. Log each session.',
      },
      performance: {
        title: 'Cut 0.2 seconds off your 30 m sprint',
        description:
          'Time a 30 m sprint from a standing start (best of three) now and every 4 weeks, until you are 0.2 seconds faster than your first test.',
      },
      outcome: {
        title: 'Play the full match in 3 league games in a row',
        description: 'Build the fitness to stay on the pitch at full intensity for the whole of 3 consecutive league matches.',
      },
    },
    tactical: {
      process: {
        title: 'Review 20 minutes of match video every week',
        description:
          'Watch 20 minutes of your own match or a professional player in your position each week and note 3 decisions to repeat and 3 to change.',
      },
      performance: {
        title: 'Scan before 8 of 10 receptions',
        description:
          'In small-sided games, have your coach or a teammate count how often you check your shoulder before receiving. Reach 8 out of 10.',
      },
      outcome: {
        title: "Start half of your team's league matches",
        description:
          "Know your role in the team's shape in and out of possession well enough to start at least half of the league matches this season.",
      },
    },
    mental: {
      process: {
        title: 'Use a pre-match routine before every game',
        description:
          'Write a 10-minute routine (slow breathing, picture three key actions, one focus word) and use it before every match and hard training session.',
      },
      performance: {
        title: 'Reset within 5 seconds of a mistake',
        description:
          'Use a reset cue (a clap, a deep breath, "next play") after every mistake. Rate your reset out of 10 after each match and score 8 or more in 4 matches in a row.',
      },
      outcome: {
        title: 'Captain your team in a match',
        description:
          'Lead by example in training and talk to your teammates on the pitch, so your coach chooses you as captain for at least one match this season.',
      },
    },
  },
  '18+': {
    technical: {
      process: {
        title: 'Four deliberate technique blocks a week',
        description:
          'Thirty minutes of position-specific technique under pressure (one-touch passing, finishing or long distribution) four times a week, each with a written target and a logged success rate.',
      },
      performance: {
        title: 'Complete 85% of your passes over 5 matches',
        description:
          'Reach 85% pass completion across 5 consecutive matches with at least 30 attempts per match, and at least a fifth of them played forward.',
      },
      outcome: {
        title: 'Become first-choice set-piece taker',
        description:
          'Improve your dead-ball delivery until your coach names you first-choice taker for corners or free kicks by the middle of the season.',
      },
    },
    physical: {
      process: {
        title: 'Two strength sessions a week through the season',
        description:
          'Two gym sessions a week (lower-body strength, power and injury prevention such as Nordic curls and Copenhagen planks) planned around match day. Log load and effort (RPE).',
      },
      performance: {
        title: 'Add 15% to your Yo-Yo IR1 distance',
        description:
          'Run the Yo-Yo Intermittent Recovery test level 1 now and again after 8 weeks of conditioning, and cover 15% more distance than your baseline.',
      },
      outcome: {
        title: 'Be available for 90% of matches',
        description:
          "Manage training load, sleep and recovery so you are fit and available for selection in at least 90% of your team's matches this season.",
      },
    },
    tactical: {
      process: {
        title: 'Analyse every opponent and every match of your own',
        description:
          "Before each match, study the opponent's shape and set pieces for 30 minutes; after it, clip 5 of your key moments and review them with a coach or teammate.",
      },
      performance: {
        title: 'Average 8 ball recoveries per match',
        description:
          'Through positioning and reading pressing triggers, win the ball back (interceptions, tackles, loose balls) at least 8 times per match on average over 5 matches.',
      },
      outcome: {
        title: 'Start matches in two different positions',
        description: 'Learn a second role well enough that your coach starts you in two different positions during the season.',
      },
    },
    mental: {
      process: {
        title: 'Ten minutes of mental skills every day',
        description:
          'Practise breathing, visualisation or journaling for 10 minutes a day, and after each match write down one thing that went well, one to improve and how you handled pressure.',
      },
      performance: {
        title: 'Rate your focus 8 out of 10 for 5 matches in a row',
        description:
          'After each match, rate your concentration against criteria agreed with your coach (scanning, communication, reaction to errors) and score 8 or more for 5 consecutive matches.',
      },
      outcome: {
        title: 'Finish the season without a card for dissent',
        description:
          'Stay composed with officials and opponents under pressure: no yellow or red cards for dissent or retaliation all season.',
      },
    },
  },
}
