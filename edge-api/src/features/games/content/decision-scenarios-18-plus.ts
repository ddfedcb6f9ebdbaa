import type { DecisionScenario } from '@app/shared/domain/games/content.ts'

/**
 * Decision Drill's scenarios for 18+ (docs/features/games.md): game management, pressing triggers and tactical trade-offs.
 * Ids are stored in players' history, so never rename one: add a new id instead.
 */
export const DECISION_SCENARIOS_18_PLUS: readonly DecisionScenario[] = [
  {
    id: 'dd-18-01',
    situation: 'Switch the point of attack',
    description:
      'You receive on the half-turn in central midfield. Their whole block has shifted towards the ball on the left, and your right winger is alone against their left-back on the far touchline.',
    ageGroup: '18+',
    difficulty: 'intermediate',
    timeLimit: 8,
    context: {
      score: '0-0',
      time: "51'",
      situation: 'Opponents overloaded on the ball side',
      player: 'You',
      position: 'Central midfielder',
    },
    videoContext: 'A compact block slides towards the ball on one flank while a winger waits in space on the other.',
    options: [
      {
        id: 'a',
        action: 'Force a pass through the crowded centre',
        explanation:
          'Their lines are compact on the ball side, so the pass is likely to be cut out and start a counter in a dangerous area.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Recycle it back to the centre-back and let the team reset',
        explanation:
          'Safe, and the team can still switch, but every extra pass gives the block time to slide across and the 1v1 disappears.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Dribble at the nearest midfielder',
        explanation: 'Carrying into their overload invites a turnover where they have the numbers to counter.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Switch it early with a driven diagonal to the winger',
        explanation:
          'Their shift to the ball leaves the weak side short. A quick, driven switch isolates your winger one-against-one with space to attack before the cover arrives.',
        points: 12,
        isOptimal: true,
      },
    ],
  },
  {
    id: 'dd-18-02',
    situation: 'Rest defence',
    description:
      'Your team is camped in their half with both full-backs high and the ball on the right wing. Their quick striker is on the shoulder of your centre-backs, and their No. 10 is drifting into the space behind you.',
    ageGroup: '18+',
    difficulty: 'advanced',
    timeLimit: 8,
    context: {
      score: '1-1',
      time: "70'",
      situation: 'Sustained attack with a counter-attack threat',
      player: 'You',
      position: 'Defensive midfielder (No. 6)',
    },
    videoContext:
      'A holding midfielder stands ahead of two centre-backs while the team attacks on the far wing and an opposing No. 10 lurks behind them.',
    options: [
      {
        id: 'a',
        action: 'Hold your screening spot and talk your centre-backs through it',
        explanation:
          'That is rest defence: where you stand while attacking decides how well you defend the counter. Blocking the pass into the No. 10 and being ready to press the ball stops most counters before they start.',
        points: 15,
        isOptimal: true,
      },
      {
        id: 'b',
        action: 'Join the attack on the edge of the box to add one more shooter',
        explanation:
          'An extra body helps the attack, but if the ball is lost you have left the centre open and their No. 10 free to receive and turn.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Drop in between the centre-backs to make a back three',
        explanation:
          'It protects against the ball over the top, but it leaves the No. 10 free in front of the defence and cuts you off from the attack.',
        points: 7,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Man-mark the striker so the centre-backs can push up',
        explanation: "That doubles up on the centre-backs' job and leaves the No. 10 free in the most dangerous zone.",
        points: 4,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-18-03',
    situation: 'Near-post zone at a corner',
    description:
      'You are defending a corner and your job is the zone at the near post. The ball is whipped in fast at head height towards your area, with an attacker running across you.',
    ageGroup: '18+',
    difficulty: 'beginner',
    timeLimit: 7,
    context: { score: '2-1', time: "84'", situation: 'Defending a corner', player: 'You', position: 'Centre-back' },
    videoContext: 'An in-swinging corner is whipped towards the near post as an attacker sprints across the zonal defender.',
    options: [
      {
        id: 'a',
        action: 'Wait for the ball to come to you',
        explanation: 'Waiting lets the runner arrive in front of you. At set pieces the first player to the ball usually wins.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Follow the near-post runner instead of watching the ball',
        explanation:
          'In a zone, your job is the ball in your area. Leaving it to track a runner opens the space you were there to protect.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Attack it at its highest point: high, wide and far',
        explanation:
          'Attacking the ball beats the runner to it, and a clearance that goes high, wide and far gives your team time to reset away from the middle.',
        points: 10,
        isOptimal: true,
      },
      {
        id: 'd',
        action: 'Cushion it on your chest and play out',
        explanation: 'Taking a touch in a crowded box invites pressure and risks a scramble in front of goal.',
        points: 2,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-18-04',
    situation: 'Two against one on the flank',
    description:
      'You are the winger with the ball and your full-back is overlapping outside you. Their full-back is standing between you both, unsure whether to step out to you or drop with the runner.',
    ageGroup: '18+',
    difficulty: 'advanced',
    timeLimit: 8,
    context: { score: '0-1', time: "60'", situation: 'Wide 2v1 overload', player: 'You', position: 'Left winger' },
    videoContext: 'A winger carries the ball towards a full-back while a teammate overlaps on the outside.',
    options: [
      {
        id: 'a',
        action: 'Pass to the overlapping full-back immediately',
        explanation:
          'Sometimes right, but the defender has not committed yet, so they can simply follow the pass and it becomes one-against-one again.',
        points: 8,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Drive at their inside shoulder, then play off what they do',
        explanation: 'Fixing the defender is what makes an overload work: whichever way they choose, one of you is free.',
        points: 15,
        isOptimal: true,
      },
      {
        id: 'c',
        action: 'Cut inside straight away into the middle and look for a shot',
        explanation: 'Cutting in early takes you away from the overload and into their covering midfielders.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Turn back and restart the attack',
        explanation: 'Giving up a 2v1 wastes the advantage your team worked to create.',
        points: 3,
        isOptimal: false,
      },
    ],
  },
  {
    id: 'dd-18-05',
    situation: 'Isolated in the box',
    description:
      'Your team leads by a goal late in an away game, and their best winger runs at you inside your penalty area. Your centre-back is covering the space behind you.',
    ageGroup: '18+',
    difficulty: 'intermediate',
    timeLimit: 7,
    context: { score: '1-0', time: "86'", situation: 'Defending one-against-one in the box', player: 'You', position: 'Right-back' },
    videoContext: 'A winger dribbles at a full-back inside the penalty area with a centre-back covering behind.',
    options: [
      {
        id: 'a',
        action: 'Slide in to win the ball',
        explanation:
          'A mistimed slide in the box gives away a penalty, and even a clean one leaves you on the floor if the winger cuts back.',
        points: 3,
        isOptimal: false,
      },
      {
        id: 'b',
        action: 'Back off towards your six-yard box and let them come to you',
        explanation: 'Giving that much room lets the winger shoot or pick a pass without pressure.',
        points: 5,
        isOptimal: false,
      },
      {
        id: 'c',
        action: 'Hold their shirt to slow them down',
        explanation: 'Holding in the box is a penalty and possibly a card. Defend with your feet and your body position.',
        points: 2,
        isOptimal: false,
      },
      {
        id: 'd',
        action: 'Stay on your feet and show them onto their weaker foot',
        explanation:
          'Patience wins this duel. A side-on stance lets you react, and showing them away from goal makes any shot or cross harder, with cover behind you.',
        points: 12,
        isOptimal: true,
      },
    ],
  },
]
