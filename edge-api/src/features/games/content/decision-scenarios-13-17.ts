import type { DecisionScenario } from '@app/shared/domain/games/content.ts'

/**
 * Decision Drill's scenarios for 13-17 (docs/features/games.md): team shape and the reasons behind a choice.
 * Ids are stored in players' history, so never rename one: add a new id instead.
 */
export const DECISION_SCENARIOS_13_17: readonly DecisionScenario[] = [
  {
    id: 'dd-1317-01',
    situation: 'Three against two on the break',
    description:
      'You win the ball in midfield and break forward with a teammate running either side of you. Two defenders are backing off towards their box.',
    ageGroup: '13-17',
    difficulty: 'intermediate',
    timeLimit: 8,
    context: { score: '1-1', time: "63'", situation: 'Counter-attack, 3v2', player: 'You', position: 'Central midfielder' },
    videoContext: 'A midfielder carries the ball at speed towards two retreating defenders with runners on both sides.',
    options: [
      {
        id: 'a',
        action: 'Pass wide to a runner straight away before the defenders settle',
        explanation:
          'A quick pass keeps the tempo, but neither defender has committed yet, so they can shift across and turn it into a 2v2 near the ball.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Slow down and wait for more teammates to join the attack',
        explanation: 'Waiting lets their midfielders recover and kills the overload. Counter-attacks work because of speed.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Shoot from well outside the box before the defenders get set',
        explanation: 'A long shot gives up a 3v2 that could create a far better chance. Use the overload first.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Drive at a defender until one commits, then slip the pass',
        explanation:
          'Carrying the ball fast forces a defender to step in, which creates the free player. Release it the moment a defender commits and your runner is through.',
        points: 12,
        isOptimal: true,
      },
    ],
  },
  {
    id: 'dd-1317-02',
    situation: 'Stuck in a cover shadow',
    description:
      'Your centre-back has the ball and wants to find you, but their midfielder is standing right in the passing lane between you. Your striker has dropped towards the ball and is free to receive.',
    ageGroup: '13-17',
    difficulty: 'advanced',
    timeLimit: 8,
    context: {
      score: '0-0',
      time: "22'",
      situation: 'Building up against a midfield screen',
      player: 'You',
      position: 'Central midfielder',
    },
    videoContext: 'A midfielder is hidden behind an opponent in the passing lane while the striker drops short, unmarked.',
    options: [
      {
        id: 'a',
        action: 'Call for the ball loudly and stay exactly where you are',
        explanation:
          "While you stand in the opponent's cover shadow, the pass can be intercepted. Move, or let the ball reach you another way.",
        points: 3,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Drift a few steps sideways out of the cover shadow',
        explanation:
          'Stepping out of the shadow opens the lane, which is a good habit, but you receive with your back to goal and the midfielder can turn to press you.',
        points: 9,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Point the pass into the striker, then get set for the lay-off',
        explanation:
          'This is a third-man combination: the ball goes round the blocker through the striker, and you arrive facing the pitch with that midfielder now behind the play.',
        points: 15,
        isOptimal: true,
      },
      {
        id: 'd',
        action: 'Drop right next to the centre-backs to collect it yourself',
        explanation:
          'You get the ball safely, but you are now behind their first line of pressure and nobody has been taken out of the game.',
        points: 5,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-1317-03',
    situation: 'Protecting a late lead',
    description:
      "Your team is 1-0 up in the last minutes and you receive the ball near the opponents' corner flag. Two of their players are closing you down and your teammates are behind the ball.",
    ageGroup: '13-17',
    difficulty: 'intermediate',
    timeLimit: 7,
    context: { score: '1-0', time: "88'", situation: 'Closing out the game', player: 'You', position: 'Winger' },
    videoContext: "A winger receives near the opponents' corner flag late in the game with two defenders approaching.",
    options: [
      {
        id: 'a',
        action: 'Take it to the corner flag and shield it',
        explanation:
          'Keeping the ball far from your goal uses up time and pins them back. Shield side-on, with your body between the ball and the defender, and stay strong on your feet.',
        points: 12,
        isOptimal: true,
      },
      {
        id: 'b',
        action: 'Cross it straight into the box',
        explanation:
          'A cross could create a chance, but with few teammates in the box it will usually be cleared and start a counter-attack at the worst moment.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Pass it back to a teammate and keep possession in their half',
        explanation: 'Keeping the ball is good, but passing backwards invites their press further up the pitch, closer to your goal.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Shoot from the tight angle',
        explanation: 'A low-percentage shot usually ends as a goal kick, handing them the ball with time to attack.',
        points: 4,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-1317-04',
    situation: 'Pressing trigger',
    description:
      'You are leading the press. Their centre-back receives a bouncing pass and has to take a touch facing their own goal, with the other centre-back free to one side.',
    ageGroup: '13-17',
    difficulty: 'advanced',
    timeLimit: 7,
    context: { score: '0-0', time: "15'", situation: 'Opponent receiving a poor pass', player: 'You', position: 'Striker' },
    videoContext: 'A centre-back struggles with a bouncing pass while facing their own goal as the striker watches.',
    options: [
      {
        id: 'a',
        action: 'Sprint straight at the centre-back as fast as you possibly can',
        explanation: 'The energy is right, but a straight run leaves the sideways pass open, so they escape the press with one touch.',
        points: 8,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Press now, curving to block the pass across',
        explanation:
          'A heavy touch facing backwards is a classic pressing trigger. A curved run uses your cover shadow to cut off the easy pass, forcing a rushed clearance or a mistake.',
        points: 15,
        isOptimal: true,
      },
      {
        id: 'c',
        action: 'Stay where you are and keep your shape',
        explanation: 'Holding shape is often right, but here you miss the moment when the opponent is most vulnerable.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Slide in from behind to win the ball',
        explanation:
          'A tackle from behind is likely to be a foul and maybe a card, and it throws away the advantage you were about to win.',
        points: 2,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-1317-05',
    situation: 'Lost it on the wing',
    description:
      'You try to beat their full-back, but they win the ball and play it straight down the line past you. Your own full-back had pushed forward, so their winger is running into the space behind.',
    ageGroup: '13-17',
    difficulty: 'beginner',
    timeLimit: 8,
    context: { score: '2-1', time: "55'", situation: 'Ball lost high up the pitch', player: 'You', position: 'Right winger' },
    videoContext: 'After a lost dribble, the ball is played past the winger into space behind their advanced full-back.',
    options: [
      {
        id: 'a',
        action: 'Stop and appeal to the referee for a foul',
        explanation: 'Appealing wastes the seconds that matter most. Keep playing until you hear the whistle.',
        points: 2,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Stay high up the pitch so you are ready for the next attack',
        explanation: 'Staying up gives an outlet if your team wins it back, but right now your side is short at the back and needs you.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Jog back and leave it to your full-back',
        explanation:
          'Your full-back is out of position, so the space behind is yours to help cover. Transitions are won by the players who react first.',
        points: 4,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Sprint back goal-side and call who covers the winger',
        explanation:
          'A recovery run on the inside line puts you back between the ball and your goal, and a clear call stops two teammates going to the same player.',
        points: 10,
        isOptimal: true,
      },
    ],
  },
]
